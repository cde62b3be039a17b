# Precompiled headers. Nearly every file includes nlohmann/json.hpp (through the core's headers),
# every test file GoogleTest, every window Qt Widgets: parsing them again in each file was most
# of a clean build. Each family's headers are compiled once, in a small holder target, and the
# targets of that family reuse it (REUSE_FROM), so a family pays for its headers once.
#
# A family's targets must be compiled with the same code-generation flags as its holder, or GCC
# cannot use the header: the engine family has no Qt (no -fPIC from Qt's interface), the Qt
# families set POSITION_INDEPENDENT_CODE as Qt's targets ask.
option(ADC_PCH "Precompile the heavy library headers (nlohmann/json, GoogleTest, Qt)" ON)

set(ADC_PCH_ENGINE_HEADERS
  <nlohmann/json.hpp> <algorithm> <cstdint> <functional> <map> <memory> <optional> <set>
  <sstream> <stdexcept> <string> <utility> <vector>)
set(ADC_PCH_TEST_HEADERS ${ADC_PCH_ENGINE_HEADERS} <gtest/gtest.h>)
set(ADC_PCH_QT_GUI_HEADERS ${ADC_PCH_ENGINE_HEADERS}
  <QDir> <QFile> <QFileInfo> <QObject> <QPainter> <QString> <QStringList> <QTextDocument>)
set(ADC_PCH_QT_WIDGETS_HEADERS ${ADC_PCH_QT_GUI_HEADERS}
  <QAction> <QApplication> <QComboBox> <QFormLayout> <QHBoxLayout> <QHeaderView> <QLabel>
  <QLineEdit> <QMainWindow> <QMessageBox> <QPushButton> <QSettings> <QTableView> <QTimer>
  <QVBoxLayout> <QWidget>)

file(WRITE ${CMAKE_BINARY_DIR}/adc_pch_holder.cpp
  "// Holds a precompiled header for other targets to reuse.\n")

# adc_pch_family(NAME LIBRARIES... HEADERS ...): a holder for one family of targets.
function(adc_pch_family name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "POSITION_INDEPENDENT" "" "LIBRARIES;HEADERS")
  if(NOT ADC_PCH)
    return()
  endif()
  add_library(adc_pch_${name} OBJECT ${CMAKE_BINARY_DIR}/adc_pch_holder.cpp)
  target_link_libraries(adc_pch_${name} PRIVATE ${arg_LIBRARIES})
  if(arg_POSITION_INDEPENDENT)
    set_target_properties(adc_pch_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
  target_precompile_headers(adc_pch_${name} PRIVATE ${arg_HEADERS})
endfunction()

# adc_precompile(FAMILY TARGET...): these targets reuse the family's precompiled header.
function(adc_precompile family)
  if(NOT ADC_PCH)
    return()
  endif()
  foreach(target IN LISTS ARGN)
    target_precompile_headers(${target} REUSE_FROM adc_pch_${family})
  endforeach()
endfunction()
