# The Debian package: `cpack -G DEB` in the build tree (scripts/package.sh does it and checks
# it). Depends come from dpkg-shlibdeps; what the binary loads at run time without linking
# it (a CPU OpenCL driver, Qt's plugins and translations, GStreamer's decoders) is
# recommended, which apt installs by default.
include_guard(GLOBAL)

set(_passband_doc "${CMAKE_INSTALL_DATADIR}/doc/passband")
set(_passband_debian "${PROJECT_SOURCE_DIR}/resources/debian")

# Debian wants the changelog gzipped without a name or time inside (gzip -9n), and its top
# entry must be this version.
file(STRINGS "${_passband_debian}/changelog" _passband_changelog_head LIMIT_COUNT 1)
if(NOT _passband_changelog_head MATCHES "^passband \\(${PROJECT_VERSION}\\) ")
  message(FATAL_ERROR "resources/debian/changelog's first entry is not version ${PROJECT_VERSION}: "
                      "${_passband_changelog_head}")
endif()
set(_passband_changelog_gz "${PROJECT_BINARY_DIR}/share/doc/passband/changelog.gz")
add_custom_command(OUTPUT "${_passband_changelog_gz}"
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${PROJECT_BINARY_DIR}/share/doc/passband"
  COMMAND sh -c "\"$1\" -9nc \"$2\" > \"$3\"" sh "${PASSBAND_GZIP}" "${_passband_debian}/changelog"
          "${_passband_changelog_gz}"
  DEPENDS "${_passband_debian}/changelog"
  VERBATIM)
add_custom_target(passband_changelog ALL DEPENDS "${_passband_changelog_gz}")
install(FILES "${_passband_debian}/copyright" "${_passband_changelog_gz}" DESTINATION "${_passband_doc}"
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME passband)
set(CPACK_PACKAGE_VENDOR "Passband maintainers")
set(CPACK_PACKAGE_CONTACT "Passband maintainers <maintainers@passband.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "frequency-domain image filtering on OpenCL")
# The extended description; CPack indents each line and writes the empty one as " .".
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Passband loads an image and shows three panes side by side: the original,
its centred log-magnitude spectrum with the filter drawn on it, and the
filtered result. High-pass and low-pass radii, notches, wedges and masks
painted on the spectrum follow the mouse live, because the 2D FFTs run in
Passband's own OpenCL kernels: on a GPU where there is one, on the CPU
through PoCL where there is not.

It reads photographs, microscope and scanner TIFFs of any depth, FITS and
Netpbm images, and writes PGM, PNG, TIFF and FITS. A Fourier lab shows what
frequency-domain filtering does (magnitude and phase, hybrid images, the
convolution theorem, sampling and aliasing, basis images). The headless
command line (passband filter, sweep, spectrum ...) does the same work for
scripts and batch runs.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://passband.org/")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "pocl-opencl-icd | opencl-icd, qt6-qpa-plugins, qt6-image-formats-plugins, qt6-translations-l10n, gstreamer1.0-plugins-base, gstreamer1.0-plugins-good")
# clinfo to see the OpenCL devices; a CJK font for the Japanese interface where the desktop
# has none yet (a Japanese desktop installs one).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "clinfo, fonts-noto-cjk | fonts-ipafont-gothic")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# Only what `cmake --install` puts in place; no test or benchmark binaries.
set(CPACK_DEB_COMPONENT_INSTALL OFF)
include(CPack)

unset(_passband_doc)
unset(_passband_debian)
unset(_passband_changelog_head)
unset(_passband_changelog_gz)
