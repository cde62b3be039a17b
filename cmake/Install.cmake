# What `cmake --install` lays out, beside the programs themselves (install() in src/app and
# src/cli put aide-de-camp and adc in bin/):
#   share/aide-de-camp/{rulesets,scenarios}   the data, found by adc::dataDirectory() as
#                                             bin/../share/aide-de-camp, so these stay fixed
#   share/man/man1                            the manuals of adc and aide-de-camp (gzipped)
#   share/doc/aide-de-camp                    copyright and changelog
#   share/applications, share/metainfo, share/mime/packages, share/icons/hicolor
#                                             the desktop's entry, description, saved-game
#                                             type and icon (with the GUI only)
# and the test that installs all this into a DESTDIR and runs what was installed.
set(ADC_APP_ID io.github.aidedecamp.AideDeCamp)
set(ADC_ICON_SIZES 16 22 24 32 48 64 128 256 512)
set(ADC_RESOURCES ${PROJECT_SOURCE_DIR}/resources)
set(ADC_RESOURCES_OUT ${PROJECT_BINARY_DIR}/resources)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/rulesets ${PROJECT_SOURCE_DIR}/scenarios
        DESTINATION share/aide-de-camp)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION share/doc/aide-de-camp
        RENAME copyright)

# Manuals: the version filled in, then gzipped as Debian wants them (-n: no name or time
# stamp inside, so the same page gives the same bytes).
set(manuals)
foreach(page adc.1 aide-de-camp.1)
  set(ADC_VERSION ${PROJECT_VERSION})
  configure_file(${ADC_RESOURCES}/man/${page} ${ADC_RESOURCES_OUT}/man/${page} @ONLY)
  add_custom_command(
    OUTPUT ${ADC_RESOURCES_OUT}/man/${page}.gz
    COMMAND gzip -9n -c ${ADC_RESOURCES_OUT}/man/${page} > ${ADC_RESOURCES_OUT}/man/${page}.gz
    DEPENDS ${ADC_RESOURCES_OUT}/man/${page}
    COMMENT "Compressing the manual ${page}")
  list(APPEND manuals ${ADC_RESOURCES_OUT}/man/${page}.gz)
endforeach()
add_custom_target(adc_manuals ALL DEPENDS ${manuals})
install(FILES ${manuals} DESTINATION share/man/man1)

# The package's changelog (a native package's, in Debian's format), gzipped the same way.
add_custom_command(
  OUTPUT ${ADC_RESOURCES_OUT}/changelog.gz
  COMMAND gzip -9n -c ${ADC_RESOURCES}/changelog > ${ADC_RESOURCES_OUT}/changelog.gz
  DEPENDS ${ADC_RESOURCES}/changelog
  COMMENT "Compressing the changelog")
add_custom_target(adc_changelog ALL DEPENDS ${ADC_RESOURCES_OUT}/changelog.gz)
install(FILES ${ADC_RESOURCES_OUT}/changelog.gz DESTINATION share/doc/aide-de-camp)

if(ADC_BUILD_GUI)
  # The icon's PNG sizes are drawn from the one SVG by Qt Svg at build time.
  find_package(Qt6 REQUIRED COMPONENTS Gui Svg)
  add_executable(adc_render_icon ${ADC_RESOURCES}/render_icon.cpp)
  target_link_libraries(adc_render_icon PRIVATE Qt6::Gui Qt6::Svg)
  set(icons)
  foreach(size ${ADC_ICON_SIZES})
    list(APPEND icons ${ADC_RESOURCES_OUT}/icons/${size}x${size}/apps/aide-de-camp.png)
  endforeach()
  add_custom_command(
    OUTPUT ${icons}
    COMMAND adc_render_icon ${ADC_RESOURCES}/icons/aide-de-camp.svg
            ${ADC_RESOURCES_OUT}/icons aide-de-camp ${ADC_ICON_SIZES}
    DEPENDS adc_render_icon ${ADC_RESOURCES}/icons/aide-de-camp.svg
    COMMENT "Rendering the application icon at ${ADC_ICON_SIZES} pixels")
  add_custom_target(adc_icons ALL DEPENDS ${icons})

  install(DIRECTORY ${ADC_RESOURCES_OUT}/icons/ DESTINATION share/icons/hicolor)
  install(FILES ${ADC_RESOURCES}/icons/aide-de-camp.svg
          DESTINATION share/icons/hicolor/scalable/apps)
  install(FILES ${ADC_RESOURCES}/${ADC_APP_ID}.desktop DESTINATION share/applications)
  install(FILES ${ADC_RESOURCES}/${ADC_APP_ID}.metainfo.xml DESTINATION share/metainfo)
  install(FILES ${ADC_RESOURCES}/aide-de-camp-mime.xml DESTINATION share/mime/packages
          RENAME aide-de-camp.xml)
endif()

# Everything the install lays out, for scripts/package.sh to build instead of the whole tree.
add_custom_target(adc_installed)
add_dependencies(adc_installed adc adc_manuals adc_changelog)
if(ADC_BUILD_GUI)
  add_dependencies(adc_installed aide-de-camp adc_icons)
endif()

if(ADC_BUILD_TESTS)
  add_subdirectory(tests/install)
endif()

include(${CMAKE_CURRENT_LIST_DIR}/Packaging.cmake)
