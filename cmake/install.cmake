# Installing retrosim like a Linux game (docs/install.md), and its Debian package (CPack):
#   bin/retrosim                                   the program
#   share/retrosim/                                the whole built data tree (build/data: the
#                                                  maps, the demo's script, what comes later)
#   share/applications/retrosim.desktop            the desktop entry
#   share/metainfo/io.github.retrosim.retrosim.metainfo.xml   AppStream
#   share/icons/hicolor/NxN/apps/retrosim.png      our own icon (tools/icon.cpp)
#   share/man/man6/retrosim.6.gz                   the manual (tools/man_page.cpp)
#   share/doc/retrosim/                            README.md and docs/
#   share/doc/retrosim/copyright                   the licences, Debian's machine-readable
#                                                  format (packaging/copyright): the program
#                                                  GPL-3.0-or-later, data/ CC-BY-SA-4.0
#   share/doc/retrosim/LICENSE                     the GPL's text (not in the .deb: Debian
#                                                  has it, /usr/share/common-licenses/GPL-3)
#   share/retrosim/README                          data/README: the content's licence, folder
#                                                  by folder
# The program finds its data from where it is (app/paths.hpp): RETROSIM_DATA_FROM_BIN is
# the data folder relative to the program's folder once installed.
include(GNUInstallDirs)

set(RETROSIM_APPSTREAM_ID io.github.retrosim.retrosim)
set(RETROSIM_RELEASE_DATE 2026-12-01)  # of PROJECT_VERSION (the metainfo's release)
set(RETROSIM_ICON_SIZES 16 22 24 32 48 64 128 256)

file(RELATIVE_PATH data_from_bin ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_DATADIR}/retrosim)
target_compile_definitions(retrosim_app PRIVATE RETROSIM_DATA_FROM_BIN="${data_from_bin}")

# The manual page, from the program's own command tree (what --help says), and gzipped as
# Debian wants it (-n: no name or time stamp in it, the same bytes every build).
add_executable(retrosim_man_page ${CMAKE_SOURCE_DIR}/tools/man_page.cpp)
target_link_libraries(retrosim_man_page PRIVATE retrosim_app)
set(man_page ${CMAKE_BINARY_DIR}/man/retrosim.6)
add_custom_command(OUTPUT ${man_page} ${man_page}.gz
  COMMAND retrosim_man_page ${PROJECT_VERSION} ${man_page}
  COMMAND gzip -9nkf ${man_page}
  DEPENDS retrosim_man_page
  COMMENT "Writing the manual page retrosim.6" VERBATIM)
add_custom_target(man_page ALL DEPENDS ${man_page} ${man_page}.gz)

# The icon, drawn by our own tool at every size the hicolor theme lists up to 256.
add_executable(retrosim_icon ${CMAKE_SOURCE_DIR}/tools/icon.cpp)
target_link_libraries(retrosim_icon PRIVATE retrosim_image retrosim_io)
set(icons)
foreach(size ${RETROSIM_ICON_SIZES})
  list(APPEND icons ${CMAKE_BINARY_DIR}/icons/hicolor/${size}x${size}/apps/retrosim.png)
endforeach()
add_custom_command(OUTPUT ${icons}
  COMMAND retrosim_icon ${CMAKE_BINARY_DIR}/icons ${RETROSIM_ICON_SIZES}
  DEPENDS retrosim_icon
  COMMENT "Drawing the icon" VERBATIM)
add_custom_target(icon ALL DEPENDS ${icons})

set(metainfo ${CMAKE_BINARY_DIR}/packaging/${RETROSIM_APPSTREAM_ID}.metainfo.xml)
configure_file(${CMAKE_SOURCE_DIR}/packaging/retrosim.metainfo.xml.in ${metainfo} @ONLY)

install(TARGETS retrosim RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_BINARY_DIR}/data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/retrosim)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/retrosim.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${metainfo} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(DIRECTORY ${CMAKE_BINARY_DIR}/icons/ DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
install(FILES ${man_page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)
# The licences: Debian's copyright file, the content's README beside the content, and the
# GPL's text for an install into a prefix. The GPL's text is a component of its own that the
# package leaves out (CPACK_INSTALL_CMAKE_PROJECTS below): Debian's copyright file points at
# /usr/share/common-licenses/GPL-3 instead of a second copy.
install(FILES ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_SOURCE_DIR}/data/README DESTINATION ${CMAKE_INSTALL_DATADIR}/retrosim)
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT gpl_text)

# The Debian package (./dev package): cpack -G DEB in build/, into build/package/. Its
# dependencies come from the program's shared libraries (dpkg-shlibdeps, Debian dpkg-dev).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME retrosim)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "retrosim")
set(CPACK_PACKAGE_CONTACT "Seed 78fed14c maintainers <maintainers@users.noreply.a-seed-78fed14c.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Return Fire and Grand Theft Auto engines, re-implemented")
# the long description (CPack puts the summary above it and indents each line)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"retrosim re-implements, in C++20, the game engines of Return Fire (1995) and
Grand Theft Auto (1997) from their reverse-engineering notes. It ships free
Return Fire maps of its own, so it runs without any original game data: in a
window (one or two players, keyboard or gamepads) or headless.")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The music's SoundFont (src/audio/soundfont.hpp): FluidR3 (the orchestra the score is voiced
# for), else the small TimGM6mb; without either the game runs without music (it says so).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fluid-soundfont-gm | timgm6mb-soundfont")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # retrosim_VERSION_ARCH.deb
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_OUTPUT_FILE_PREFIX ${CMAKE_BINARY_DIR}/package)
# everything but the GPL's text (the component gpl_text above); "Unspecified" is every
# install() without a COMPONENT
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};retrosim;Unspecified;/")
include(CPack)

# The install test: a temporary prefix, the installed program run from another folder, the
# licences installed (tests/install/install_test.sh); the desktop entry, the AppStream file and the manual page
# through their validators (skipped, exit 77, only when the tool is missing: ./dev installs
# it); the icon drawn again gives the same bytes.
# A sanitized build's library needs the sanitizer's runtime first in the C program too.
set(install_test_cflags "")
if(RETROSIM_SANITIZE)
  set(install_test_cflags "-fsanitize=address,undefined")
endif()
add_test(NAME install_prefix
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/install_test.sh ${CMAKE_COMMAND} ${CMAKE_BINARY_DIR}
                 ${RETROSIM_APPSTREAM_ID} ${CMAKE_SOURCE_DIR} ${install_test_cflags})
add_test(NAME desktop_file_validate
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/validate.sh desktop-file-validate
                 ${CMAKE_SOURCE_DIR}/packaging/retrosim.desktop)
add_test(NAME appstream_validate
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/validate.sh appstreamcli validate --no-net ${metainfo})
add_test(NAME man_page_lint
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/validate.sh groff -man -ww -z ${man_page})
# The Debian package made into a temporary folder (as ./dev package makes it): its files,
# its copyright file (tests/install/copyright_check.sh), its AppStream licence.
add_test(NAME package_deb
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/package_test.sh ${CMAKE_CPACK_COMMAND} ${CMAKE_BINARY_DIR}
                 ${RETROSIM_APPSTREAM_ID})
add_test(NAME icon_deterministic
         COMMAND sh ${CMAKE_SOURCE_DIR}/tests/install/icon_test.sh $<TARGET_FILE:retrosim_icon> ${CMAKE_BINARY_DIR}/icons)
# test_app's ManPage test reads the built page
add_dependencies(test_app man_page)
set_tests_properties(install_prefix desktop_file_validate appstream_validate man_page_lint icon_deterministic
                     PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 60)
set_tests_properties(package_deb PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
