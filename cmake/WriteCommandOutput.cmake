# cmake -DCOMMAND="prog;args" -DOUTPUT=file [-DLANGUAGE=de] [-DGZIP=/bin/gzip] -P WriteCommandOutput.cmake
# Writes what COMMAND prints to OUTPUT (the manual page and the completion script are made by
# the passband binary from its own --help texts), in LANGUAGE's translation or English, and
# with GZIP also OUTPUT.gz as Debian wants manuals: gzip -9n, no name or time inside.
if(LANGUAGE)
  set(ENV{LC_ALL} "${LANGUAGE}")
  set(ENV{LANGUAGE} "${LANGUAGE}")
else()
  set(ENV{LC_ALL} "C")
endif()
set(ENV{QT_QPA_PLATFORM} "offscreen")
# In a sanitizer build the binary is instrumented: a leak at the exit of this documentation
# run is the tests' business (they run with the suppressions), not the build's.
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
get_filename_component(directory "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${directory}")
execute_process(COMMAND ${COMMAND} OUTPUT_FILE "${OUTPUT}.new" RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  file(REMOVE "${OUTPUT}.new")
  message(FATAL_ERROR "${COMMAND} failed (${status}): ${errors}")
endif()
file(RENAME "${OUTPUT}.new" "${OUTPUT}")
if(GZIP)
  execute_process(COMMAND "${GZIP}" -9nc "${OUTPUT}" OUTPUT_FILE "${OUTPUT}.gz" RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip of ${OUTPUT} failed")
  endif()
endif()
