# freedesktop.org integration: desktop entry, AppStream metainfo and the hicolor icons.
#
# Include after include(GNUInstallDirs). Inputs are read from resources/linux beside this
# module's directory, so it works whatever the including project's source directory is.
# The build tree gets the installed layout under ${PROJECT_BINARY_DIR}/share, so tests can
# validate those copies:
#   share/applications/org.passband.Passband.desktop      (target passband_desktop_files)
#   share/metainfo/org.passband.Passband.metainfo.xml      (the same)
#   share/icons/hicolor/scalable/apps/org.passband.Passband.svg
#   share/icons/hicolor/NxN/apps/org.passband.Passband.png  (target passband_icons)
# Sets for the rest of the build: PASSBAND_APP_ID and the paths
# PASSBAND_DESKTOP_FILE, PASSBAND_METAINFO_FILE, PASSBAND_ICON_SVG of the build-tree copies.
include_guard(GLOBAL)
include(GNUInstallDirs)

set(PASSBAND_APP_ID org.passband.Passband)

find_program(PASSBAND_RSVG_CONVERT rsvg-convert REQUIRED) # librsvg2-bin

cmake_path(SET _passband_linux NORMALIZE "${CMAKE_CURRENT_LIST_DIR}/../resources/linux")
set(_passband_share "${PROJECT_BINARY_DIR}/share")
set(_passband_svg_source "${_passband_linux}/${PASSBAND_APP_ID}.svg")
set(_passband_mode PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)

set(PASSBAND_DESKTOP_FILE "${_passband_share}/applications/${PASSBAND_APP_ID}.desktop")
set(PASSBAND_METAINFO_FILE "${_passband_share}/metainfo/${PASSBAND_APP_ID}.metainfo.xml")
set(PASSBAND_ICON_SVG "${_passband_share}/icons/hicolor/scalable/apps/${PASSBAND_APP_ID}.svg")

# The desktop entry's MimeType and the metainfo's <mediatype>s are the format table's MIME types
# (app/io/image_formats.cpp), which the binary prints: made at build time, as passband(1) is, so
# that a new format is one row of the table and not also two lists kept equal to it by hand.
set(_passband_templates "${_passband_linux}/${PASSBAND_APP_ID}.desktop.in"
                        "${_passband_linux}/${PASSBAND_APP_ID}.metainfo.xml.in")
add_custom_command(
  OUTPUT "${PASSBAND_DESKTOP_FILE}" "${PASSBAND_METAINFO_FILE}"
  COMMAND "${CMAKE_COMMAND}" "-DCOMMAND=$<TARGET_FILE:passband>;--mime-types"
          "-DOUTPUT=${PROJECT_BINARY_DIR}/passband-mime-types.txt"
          "-DTEMPLATES=${_passband_templates}" "-DFILES=${PASSBAND_DESKTOP_FILE};${PASSBAND_METAINFO_FILE}"
          "-DPROJECT_VERSION=${PROJECT_VERSION}" "-DPASSBAND_RELEASE_DATE=${PASSBAND_RELEASE_DATE}"
          -P "${CMAKE_CURRENT_LIST_DIR}/ConfigureDesktopFiles.cmake"
  DEPENDS passband ${_passband_templates} "${CMAKE_CURRENT_LIST_DIR}/ConfigureDesktopFiles.cmake"
          "${CMAKE_CURRENT_LIST_DIR}/WriteCommandOutput.cmake"
  COMMENT "Writing the desktop entry and the AppStream metainfo with the formats' MIME types"
  VERBATIM)
add_custom_target(passband_desktop_files ALL DEPENDS "${PASSBAND_DESKTOP_FILE}" "${PASSBAND_METAINFO_FILE}")
# configure_file re-runs on its own when an input changes.
configure_file("${_passband_svg_source}" "${PASSBAND_ICON_SVG}" COPYONLY)

# Bitmap icons for the sizes desktops look up, rebuilt when the SVG changes.
set(_passband_pngs "")
foreach(_passband_size IN ITEMS 16 22 24 32 48 64 128 256 512)
  set(_passband_dir "${_passband_share}/icons/hicolor/${_passband_size}x${_passband_size}/apps")
  set(_passband_png "${_passband_dir}/${PASSBAND_APP_ID}.png")
  add_custom_command(
    OUTPUT "${_passband_png}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${_passband_dir}"
    COMMAND "${PASSBAND_RSVG_CONVERT}" --width=${_passband_size} --height=${_passband_size}
            --format=png --output=${_passband_png} "${_passband_svg_source}"
    DEPENDS "${_passband_svg_source}"
    COMMENT "Rendering ${PASSBAND_APP_ID}.png at ${_passband_size}x${_passband_size}"
    VERBATIM)
  list(APPEND _passband_pngs "${_passband_png}")
  install(FILES "${_passband_png}"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_passband_size}x${_passband_size}/apps"
          ${_passband_mode})
endforeach()
add_custom_target(passband_icons ALL DEPENDS ${_passband_pngs})

install(FILES "${PASSBAND_DESKTOP_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications" ${_passband_mode})
install(FILES "${PASSBAND_METAINFO_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo" ${_passband_mode})
# PAM and PFM, which shared-mime-info does not define (dpkg's trigger runs update-mime-database).
set(PASSBAND_MIME_FILE "${_passband_share}/mime/packages/${PASSBAND_APP_ID}.xml")
configure_file("${_passband_linux}/${PASSBAND_APP_ID}.mime.xml" "${PASSBAND_MIME_FILE}" COPYONLY)
install(FILES "${PASSBAND_MIME_FILE}" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" ${_passband_mode})
install(FILES "${PASSBAND_ICON_SVG}" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        ${_passband_mode})

unset(_passband_linux)
unset(_passband_share)
unset(_passband_svg_source)
unset(_passband_mode)
unset(_passband_pngs)
unset(_passband_templates)
unset(_passband_size)
unset(_passband_dir)
unset(_passband_png)
