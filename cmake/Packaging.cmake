# The Debian package: `cpack` in a build tree (scripts/package.sh does it for the release
# preset) makes aide-de-camp_<version>_<arch>.deb from what `cmake --install` lays out
# (cmake/Install.cmake). Its dependencies are computed from the programs' shared libraries by
# dpkg-shlibdeps (dpkg-dev), so it installs on a machine without the -dev packages.
set(ADC_PACKAGE_MAINTAINER "The Aide-de-Camp authors <aide-de-camp@example.org>"
    CACHE STRING "The Maintainer: field of the Debian package")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME aide-de-camp)
set(CPACK_PACKAGE_VENDOR "The Aide-de-Camp authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "referee's assistant for American Civil War miniature wargames")
# Lines of at most 72 characters, as Debian's policy asks; a line of "." is an empty one.
set(CPACK_PACKAGE_DESCRIPTION
    "Aide-de-Camp keeps the referee's table of an American Civil War
miniature wargame: the card deck, the dice, the units and their
casualties. It resolves fire, melee and morale and explains every
outcome: each die with its purpose, each table row and modifier, and
what changed. It knows four rulesets: ROE skirmish with card
activation, MWAN stands, Jackson Gamers D10 and Classic Blue and Gray.
.
The package holds the desktop program aide-de-camp and the adc
command, which resolves, checks and prints the same games from a
terminal.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ADC_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
