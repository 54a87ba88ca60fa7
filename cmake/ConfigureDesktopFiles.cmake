# cmake -DCOMMAND="passband;--mime-types" -DOUTPUT=file -DTEMPLATES="a.in;b.in" -DFILES="a;b"
#       -DPROJECT_VERSION=... -DPASSBAND_RELEASE_DATE=... -P ConfigureDesktopFiles.cmake
# Configures each of TEMPLATES into its FILE (@ONLY) with the MIME types COMMAND prints, one a
# line (kept in OUTPUT): @PASSBAND_MIME_TYPES@ becomes them as a desktop entry's MimeType lists
# them ("a;b;"), @PASSBAND_MEDIATYPES@ as AppStream's <mediatype> lines.
include("${CMAKE_CURRENT_LIST_DIR}/WriteCommandOutput.cmake")
file(STRINGS "${OUTPUT}" _types)
if(NOT _types)
  message(FATAL_ERROR "${COMMAND} printed no MIME types")
endif()
set(PASSBAND_MIME_TYPES "${_types};")
list(TRANSFORM _types REPLACE "^(.+)$" "<mediatype>\\1</mediatype>")
list(JOIN _types "\n    " PASSBAND_MEDIATYPES)
foreach(_template _file IN ZIP_LISTS TEMPLATES FILES)
  configure_file("${_template}" "${_file}" @ONLY)
  file(TOUCH "${_file}") # newer than the binary even when unchanged, so the build rests
endforeach()
