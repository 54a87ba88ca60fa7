# Optional peers of passband-bench: FFTW 3 (single precision, threads), VkFFT (OpenCL backend,
# header-only) and clFFT. Include after add_executable(passband-bench ...):
#     include(${CMAKE_CURRENT_SOURCE_DIR}/peers.cmake)
# Each peer found adds its peer_*.cpp and PASSBAND_PEER_<NAME>; with none found the bench still
# builds (peers.cpp then reports no peers). -DPASSBAND_BENCH_WITH_<NAME>=OFF leaves one out;
# -DPASSBAND_PEER_VKFFT_INCLUDE_DIR=... points at a VkFFT checkout outside the usual paths.
if(NOT TARGET passband-bench)
  message(FATAL_ERROR "bench/peers.cmake: include it after add_executable(passband-bench ...)")
endif()

option(PASSBAND_BENCH_WITH_FFTW "passband-bench: measure FFTW 3 (fftw3f + fftw3f_threads) if found" ON)
option(PASSBAND_BENCH_WITH_VKFFT "passband-bench: measure VkFFT (OpenCL backend) if found" ON)
# clFFT 2.12 trips AddressSanitizer by itself (new-delete-type-mismatch in clfftDestroyPlan, a
# leak in FFTRepo::setProgramCode), and sanitizer findings are fatal here: off under ASan.
set(_passband_clfft_default ON)
if(PASSBAND_SANITIZE MATCHES "address")
  set(_passband_clfft_default OFF)
endif()
option(PASSBAND_BENCH_WITH_CLFFT "passband-bench: measure clFFT if found" ${_passband_clfft_default})

set(_passband_peers_dir ${CMAKE_CURRENT_LIST_DIR})

# Adds include directories to one peer source, less the compiler's own (-I/usr/include would
# break #include_next in the C++ library headers).
function(_passband_peer_includes source)
  set(dirs "")
  foreach(dir IN LISTS ARGN)
    if(NOT dir IN_LIST CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
      list(APPEND dirs ${dir})
    endif()
  endforeach()
  if(dirs)
    set_property(SOURCE ${source} TARGET_DIRECTORY passband-bench APPEND PROPERTY INCLUDE_DIRECTORIES ${dirs})
  endif()
endfunction()

set(_passband_peers_found "")
set(_passband_peers_missing "") # not found or switched off, with why

# peers.h includes <CL/opencl.hpp> with the project's CL_HPP_* settings.
if(TARGET passband_opencl)
  target_link_libraries(passband-bench PRIVATE passband_opencl)
endif()
target_sources(passband-bench PRIVATE ${_passband_peers_dir}/peers.cpp)

# --- FFTW 3, single precision, with its threads library ------------------------------------
if(PASSBAND_BENCH_WITH_FFTW)
  find_package(PkgConfig QUIET)
  if(PkgConfig_FOUND)
    pkg_check_modules(PASSBAND_PEER_FFTW3F QUIET IMPORTED_TARGET fftw3f)
  endif()
  if(PASSBAND_PEER_FFTW3F_FOUND)
    find_library(PASSBAND_PEER_FFTW3F_THREADS_LIBRARY NAMES fftw3f_threads
                 HINTS ${PASSBAND_PEER_FFTW3F_LIBRARY_DIRS})
  endif()
  if(PASSBAND_PEER_FFTW3F_FOUND AND PASSBAND_PEER_FFTW3F_THREADS_LIBRARY)
    find_package(Threads REQUIRED)
    target_sources(passband-bench PRIVATE ${_passband_peers_dir}/peer_fftw.cpp)
    target_compile_definitions(passband-bench PRIVATE PASSBAND_PEER_FFTW)
    # fftw3f_threads before fftw3f: it refers to it.
    target_link_libraries(passband-bench PRIVATE ${PASSBAND_PEER_FFTW3F_THREADS_LIBRARY}
                          PkgConfig::PASSBAND_PEER_FFTW3F Threads::Threads)
    list(APPEND _passband_peers_found "FFTW ${PASSBAND_PEER_FFTW3F_VERSION}")
  elseif(PASSBAND_PEER_FFTW3F_FOUND)
    list(APPEND _passband_peers_missing "FFTW (fftw3f found, fftw3f_threads not)")
  else()
    list(APPEND _passband_peers_missing "FFTW (no pkg-config fftw3f)")
  endif()
else()
  list(APPEND _passband_peers_missing "FFTW (PASSBAND_BENCH_WITH_FFTW=OFF)")
endif()

# --- VkFFT, header-only, OpenCL backend ----------------------------------------------------
if(PASSBAND_BENCH_WITH_VKFFT)
  find_path(PASSBAND_PEER_VKFFT_INCLUDE_DIR vkFFT.h PATH_SUFFIXES vkFFT VkFFT)
  if(PASSBAND_PEER_VKFFT_INCLUDE_DIR AND EXISTS "${PASSBAND_PEER_VKFFT_INCLUDE_DIR}/vkFFT.h")
    # vkFFT.h picks its backend's headers by VKFFT_BACKEND (3 = OpenCL, which needs CL/cl.h;
    # peer_vkfft.cpp defines it before including vkFFT.h).
    include(CheckIncludeFileCXX)
    include(CMakePushCheckState)
    cmake_push_check_state(RESET)
    set(CMAKE_REQUIRED_QUIET ON)
    set(CMAKE_REQUIRED_DEFINITIONS -DVKFFT_BACKEND=3)
    set(CMAKE_REQUIRED_INCLUDES ${PASSBAND_PEER_VKFFT_INCLUDE_DIR} ${OpenCL_INCLUDE_DIRS})
    check_include_file_cxx(vkFFT.h PASSBAND_PEER_HAVE_VKFFT_H)
    cmake_pop_check_state()
  else()
    unset(PASSBAND_PEER_HAVE_VKFFT_H CACHE)
  endif()
  if(PASSBAND_PEER_HAVE_VKFFT_H)
    target_sources(passband-bench PRIVATE ${_passband_peers_dir}/peer_vkfft.cpp)
    target_compile_definitions(passband-bench PRIVATE PASSBAND_PEER_VKFFT)
    _passband_peer_includes(${_passband_peers_dir}/peer_vkfft.cpp ${PASSBAND_PEER_VKFFT_INCLUDE_DIR})
    set(_passband_vkfft_version "")
    file(STRINGS ${PASSBAND_PEER_VKFFT_INCLUDE_DIR}/vkFFT.h _passband_vkfft_version_line
         REGEX "return [0-9]+; *//X\\.XX\\.XX format" LIMIT_COUNT 1)
    if(_passband_vkfft_version_line MATCHES "return ([0-9]+)([0-9][0-9])([0-9][0-9])")
      math(EXPR _passband_vkfft_minor "${CMAKE_MATCH_2}")
      math(EXPR _passband_vkfft_patch "${CMAKE_MATCH_3}")
      set(_passband_vkfft_version " ${CMAKE_MATCH_1}.${_passband_vkfft_minor}.${_passband_vkfft_patch}")
    endif()
    list(APPEND _passband_peers_found "VkFFT${_passband_vkfft_version}")
  else()
    list(APPEND _passband_peers_missing "VkFFT (no usable vkFFT.h)")
  endif()
else()
  list(APPEND _passband_peers_missing "VkFFT (PASSBAND_BENCH_WITH_VKFFT=OFF)")
endif()

# --- clFFT ---------------------------------------------------------------------------------
if(PASSBAND_BENCH_WITH_CLFFT)
  find_package(clFFT CONFIG QUIET)
  if(clFFT_FOUND AND TARGET clFFT) # clFFT's config defines the imported target clFFT
    target_sources(passband-bench PRIVATE ${_passband_peers_dir}/peer_clfft.cpp)
    target_compile_definitions(passband-bench PRIVATE PASSBAND_PEER_CLFFT)
    target_link_libraries(passband-bench PRIVATE clFFT)
    # The imported target carries no include directory; its config sets CLFFT_INCLUDE_DIRS.
    _passband_peer_includes(${_passband_peers_dir}/peer_clfft.cpp ${CLFFT_INCLUDE_DIRS})
    list(APPEND _passband_peers_found "clFFT ${clFFT_VERSION}")
  else()
    list(APPEND _passband_peers_missing "clFFT (no clFFTConfig.cmake)")
  endif()
elseif(PASSBAND_SANITIZE MATCHES "address")
  list(APPEND _passband_peers_missing "clFFT (PASSBAND_BENCH_WITH_CLFFT=OFF: off under AddressSanitizer)")
else()
  list(APPEND _passband_peers_missing "clFFT (PASSBAND_BENCH_WITH_CLFFT=OFF)")
endif()

if(_passband_peers_found)
  list(JOIN _passband_peers_found ", " _passband_peers_text)
else()
  set(_passband_peers_text "none")
endif()
if(_passband_peers_missing)
  list(JOIN _passband_peers_missing ", " _passband_peers_missing_text)
  string(APPEND _passband_peers_text "; without ${_passband_peers_missing_text}")
endif()
message(STATUS "passband-bench peers: ${_passband_peers_text}")
