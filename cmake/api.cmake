# SPDX-License-Identifier: GPL-3.0-or-later
# The research interface (issue 42; docs/research.md): the C API's shared library
# libretrosim_rf (include/retrosim/rf.h, the layer src/api/), its pkg-config file, its C
# test, and the Python module `retrosim` (python/: pybind11 over the C API) built into
# build/python; cmake --install installs all of them.
include(GNUInstallDirs)

# The layers the C API's code reaches are compiled position-independent, so that the shared
# library and the Python module can hold them; -fno-semantic-interposition keeps the code
# what it is in the program (calls inside the library stay direct and inlinable).
foreach(layer core io image rf_data rf_sim rf rf_bot view gta_data gta_sim api)
  set_target_properties(retrosim_${layer} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_compile_options(retrosim_${layer} PRIVATE -fno-semantic-interposition)
endforeach()
target_include_directories(retrosim_api PUBLIC ${CMAKE_SOURCE_DIR}/include)
set(RETROSIM_PYTHON_INSTALL_DIR lib/python3/dist-packages CACHE STRING
    "where cmake --install puts the Python module retrosim (relative to the prefix)")
# the installed data relative to the installed library and module (a package moves the prefix)
file(RELATIVE_PATH api_data_from_lib ${CMAKE_INSTALL_FULL_LIBDIR} ${CMAKE_INSTALL_FULL_DATADIR}/retrosim)
file(RELATIVE_PATH api_data_from_python ${CMAKE_INSTALL_PREFIX}/${RETROSIM_PYTHON_INSTALL_DIR}/retrosim
     ${CMAKE_INSTALL_FULL_DATADIR}/retrosim)
target_compile_definitions(retrosim_api PRIVATE
  RETROSIM_API_VERSION_STRING="${PROJECT_VERSION}"
  RETROSIM_API_BUILD_DATA_DIR="${CMAKE_BINARY_DIR}/data"
  RETROSIM_API_DATA_FROM_LIB="${api_data_from_lib}"
  RETROSIM_API_DATA_FROM_PYTHON="${api_data_from_python}"
  RETROSIM_API_INSTALL_DATA_DIR="${CMAKE_INSTALL_FULL_DATADIR}/retrosim")

# libretrosim_rf.so: the whole api layer, exporting the rf_* functions alone.
# (its objects, and the archive for the layers below it)
add_library(retrosim_rf_shared SHARED $<TARGET_OBJECTS:retrosim_api>)
target_link_libraries(retrosim_rf_shared PRIVATE retrosim_api)
target_include_directories(retrosim_rf_shared PUBLIC $<BUILD_INTERFACE:${CMAKE_SOURCE_DIR}/include>
                                                     $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
set_target_properties(retrosim_rf_shared PROPERTIES
  OUTPUT_NAME retrosim_rf VERSION ${PROJECT_VERSION} SOVERSION 0
  LINK_DEPENDS ${CMAKE_SOURCE_DIR}/cmake/rf_api.map)
target_link_options(retrosim_rf_shared PRIVATE -Wl,--version-script=${CMAKE_SOURCE_DIR}/cmake/rf_api.map)
if(NOT RETROSIM_SANITIZE)  # a sanitised library takes the runtime from the program
  target_link_options(retrosim_rf_shared PRIVATE -Wl,--no-undefined)
endif()
file(RELATIVE_PATH pc_to_prefix ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
configure_file(${CMAKE_SOURCE_DIR}/cmake/retrosim-rf.pc.in ${CMAKE_BINARY_DIR}/retrosim-rf.pc @ONLY)
install(TARGETS retrosim_rf_shared LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/retrosim/rf.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/retrosim)
install(FILES ${CMAKE_BINARY_DIR}/retrosim-rf.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The Python module: Debian's python3-dev, python3-numpy and python3-pybind11 (./dev installs
# them). Debian's interpreter first when the PATH has another one (pyenv) without numpy.
if(NOT DEFINED Python3_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python3_EXECUTABLE /usr/bin/python3)
endif()
find_package(Python3 COMPONENTS Interpreter Development.Module NumPy)
set(PYBIND11_FINDPYTHON ON)
find_package(pybind11 CONFIG QUIET)
# (not under the sanitizers: their runtime would have to be loaded before the interpreter)
if(Python3_FOUND AND Python3_NumPy_FOUND AND pybind11_FOUND AND NOT RETROSIM_SANITIZE)
  set(RETROSIM_PYTHON ON)
  file(GLOB py_srcs CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/python/*.cpp)
  pybind11_add_module(_retrosim_rf MODULE ${py_srcs})
  target_link_libraries(_retrosim_rf PRIVATE retrosim_api)
  target_include_directories(_retrosim_rf PRIVATE ${CMAKE_SOURCE_DIR}/python)
  set_target_properties(_retrosim_rf PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/python/retrosim)
  file(GLOB py_files CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/python/retrosim/*.py)
  foreach(f ${py_files})
    get_filename_component(name ${f} NAME)
    configure_file(${f} ${CMAKE_BINARY_DIR}/python/retrosim/${name} COPYONLY)
  endforeach()
  install(TARGETS _retrosim_rf LIBRARY DESTINATION ${RETROSIM_PYTHON_INSTALL_DIR}/retrosim)
  install(FILES ${py_files} DESTINATION ${RETROSIM_PYTHON_INSTALL_DIR}/retrosim)
else()
  set(RETROSIM_PYTHON OFF)
  message(WARNING "the Python module retrosim is not built: it needs python3-dev, python3-numpy and "
                  "python3-pybind11 (./dev installs them)")
endif()

# The tests: the C API alone, compiled as C (tests/api/*.c) against the shared library, and
# pytest over the Python module (tests/python), the documentation's examples included.
function(retrosim_api_tests)
  file(GLOB c_tests CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/api/*.c)
  add_executable(test_api ${c_tests})
  set_target_properties(test_api PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
  target_link_libraries(test_api PRIVATE retrosim_rf_shared)
  add_dependencies(test_api maps)
  add_test(NAME test_api COMMAND test_api)
  if(RETROSIM_PYTHON)
    add_test(NAME python_rf COMMAND ${Python3_EXECUTABLE} -m pytest -q -p no:cacheprovider
                                    ${CMAKE_SOURCE_DIR}/tests/python)
    set_tests_properties(python_rf PROPERTIES TIMEOUT 600
      ENVIRONMENT "PYTHONPATH=${CMAKE_BINARY_DIR}/python;PYTHONDONTWRITEBYTECODE=1;RETROSIM_SOURCE_DIR=${CMAKE_SOURCE_DIR};RETROSIM_BINARY_DIR=${CMAKE_BINARY_DIR}")
  endif()
endfunction()
