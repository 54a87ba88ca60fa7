// Every file in kernels/ is compiled on the test device, alone or behind the files it needs,
// with the kinds of -D options the plans use; a build failure reports the compiler's log.
#include "device.h"
#include "errors.h"
#include "filter_gain.h"
#include "kernel_sources.h"

#include <QtTest>

#include <memory>
#include <set>

using namespace passband;

namespace {

struct Build {
    std::vector<std::string> files;
    std::string options;
    std::set<std::string> kernels; // expected kernel names
};

const std::set<std::string> kLocalKernels = {"fft_c2c_rows",       "fft_r2c_row_pairs", "fft_c2r_row_pairs",
                                             "fft_columns_gather", "fft_r2c_rows_half", "fft_c2r_rows_half",
                                             "fft_lines_double"};
// Programs built for one more kernel (-DVARIANT=1) leave the main kernels out.
const std::set<std::string> kFourStepKernels = {"fft_four_step_strided", "fft_four_step_contiguous"};
// The inverse's first pass with the filter fused in: filter.cl's kernels, then fft_local.cl's.
const std::set<std::string> kFusedKernels = {"apply_filter",        "log_magnitude_centred", "log_magnitude_screen",
                                             "fold_vertical",       "fold_horizontal",       "fft_columns_filtered",
                                             "fft_lines_double_filtered"};
const std::set<std::string> kMappingKernels = {"plane_stats",   "combine_stats",          "map_plane",
                                               "map_planes3",   "unpack_channel",         "subtract_from_original",
                                               "sample_channel", "lattice_output", "gather_pixels",
                                               "contrast_histogram", "contrast_range", "screen_average"};

// One entry per way the engine builds programs. A new kernels/*.cl must be added here,
// which kernelFilesAreCovered() enforces.
const std::set<std::string> kStripKernels = {"strip_c2c_lines",        "strip_r2c_rows",    "strip_c2r_rows",
                                             "strip_c2r_rows_rm",      "strip_save_block_tails", "strip_r2c_rows_rm",
                                             "strip_save_block_heads"};
// The in-place inverse's first pass with the filter fused in, and the in-place filter's column
// pass: filter.cl's kernels, then the strips'.
const std::set<std::string> kStripFusedKernels = {
    "apply_filter",           "log_magnitude_centred", "log_magnitude_screen",   "fold_vertical",
    "fold_horizontal",        "strip_c2c_lines",       "strip_r2c_rows",         "strip_c2r_rows",
    "strip_c2r_rows_rm",      "strip_save_block_tails", "strip_r2c_rows_rm",     "strip_save_block_heads",
    "strip_columns_filtered", "strip_columns_rm_filtered"};

std::vector<Build> builds()
{
    return {
        {{"radix.cl", "fft_local.cl"}, "-DN=1 -DT=1 -DROWS=4 -DMAXE=1 -DNP=0", kLocalKernels},
        {{"radix.cl", "fft_local.cl"},
         "-DN=1001 -DT=126 -DROWS=2 -DMAXE=14 -DNP=3 -DR0=7 -DL0=1 -DR1=11 -DL1=7 -DR2=13 -DL2=77",
         kLocalKernels},
        {{"radix.cl", "fft_local.cl"},
         "-DN=960 -DT=120 -DROWS=2 -DMAXE=10 -DNP=5 -DR0=8 -DL0=1 -DR1=2 -DL1=8 -DR2=3 -DL2=16 "
         "-DR3=5 -DL3=48 -DR4=4 -DL4=240",
         kLocalKernels},
        // Padded local rows (PAD), as plans take them where they fit.
        {{"radix.cl", "fft_local.cl"},
         "-DN=4096 -DT=256 -DROWS=1 -DMAXE=16 -DNP=4 -DR0=8 -DL0=1 -DR1=8 -DL1=8 -DR2=8 -DL2=64 "
         "-DR3=8 -DL3=512 -DPAD=1",
         kLocalKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_local.cl"},
         "-DD2=int -DN=960 -DT=120 -DROWS=2 -DMAXE=10 -DNP=5 -DR0=8 -DL0=1 -DR1=2 -DL1=8 -DR2=3 -DL2=16 "
         "-DR3=5 -DL3=48 -DR4=4 -DL4=240 -DPAD=1 -DVARIANT=1",
         kFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_local.cl"},
         "-DD2=long -DSHAPING=1 -DN=64 -DT=8 -DROWS=32 -DMAXE=8 -DNP=2 -DR0=8 -DL0=1 -DR1=8 -DL1=8 -DPAD=1 -DVARIANT=1",
         kFusedKernels},
        // Columns read in place with 2 or 4 lines in registers, as the GPU plans build them.
        {{"radix.cl", "fft_local.cl"},
         "-DN=4096 -DT=512 -DROWS=1 -DMAXE=8 -DNP=4 -DR0=8 -DL0=1 -DR1=8 -DL1=8 -DR2=8 -DL2=64 "
         "-DR3=8 -DL3=512 -DPAD=1 -DCOLS=2 -DVARIANT=1",
         {"fft_columns_wide"}},
        {{"radix.cl", "fft_local.cl"},
         "-DN=1080 -DT=135 -DROWS=1 -DMAXE=10 -DNP=5 -DR0=8 -DL0=1 -DR1=3 -DL1=8 -DR2=3 -DL2=24 "
         "-DR3=3 -DL3=72 -DR4=5 -DL4=216 -DPAD=1 -DCOLS=4 -DVARIANT=1",
         {"fft_columns_wide"}},
        // Bluestein rows of 683 in one pass, padded to 1372 = 4 x 7 x 7 x 7.
        {{"radix.cl", "fft_local.cl"},
         "-DN=1372 -DT=172 -DROWS=1 -DMAXE=14 -DNP=4 -DR0=4 -DL0=1 -DR1=7 -DL1=4 -DR2=7 -DL2=28 "
         "-DR3=7 -DL3=196 -DPAD=1 -DBN=683 -DVARIANT=1",
         {"fft_r2c_rows_bluestein", "fft_c2r_rows_bluestein"}},
        // The two steps of a four-step 8192 = 64 x 128, with the GPU shapes.
        {{"radix.cl", "fft_local.cl"},
         "-DN=64 -DT=8 -DROWS=32 -DMAXE=8 -DNP=2 -DR0=8 -DL0=1 -DR1=8 -DL1=8 -DFS_OTHER=128 -DVARIANT=1",
         kFourStepKernels},
        {{"radix.cl", "fft_local.cl"},
         "-DN=128 -DT=16 -DROWS=16 -DMAXE=8 -DNP=3 -DR0=8 -DL0=1 -DR1=4 -DL1=8 -DR2=4 -DL2=32 -DFS_OTHER=64 -DVARIANT=1",
         kFourStepKernels},
        {{"radix.cl", "fft_passes.cl"}, "", {"fft_global_pass"}},
        {{"radix.cl", "bluestein.cl"}, "",
         {"bluestein_premultiply", "bluestein_convolve", "bluestein_postmultiply"}},
        {{"layout.cl"}, "-DTILE=16",
         {"transpose_complex", "pack_row_pairs", "split_row_pairs", "combine_row_pairs", "extract_row_pairs"}},
        {{"radix.cl", "fft_strip.cl"}, "-DN=1 -DNP=0", kStripKernels},
        {{"radix.cl", "fft_strip.cl"},
         "-DN=60060 -DNP=6 -DR0=4 -DL0=1 -DR1=3 -DL1=4 -DR2=5 -DL2=12 -DR3=7 -DL3=60 -DR4=11 -DL4=420 "
         "-DR5=13 -DL5=4620",
         kStripKernels},
        {{"radix.cl", "fft_strip.cl"}, "-DN=16 -DNP=2 -DR0=2 -DL0=1 -DR1=8 -DL1=2", kStripKernels},
        // Size-generic: the length and passes as the kernels' last arguments.
        {{"radix.cl", "fft_strip.cl"}, "-DSTRIP_GENERIC=1", kStripKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"}, "-DSTRIP_GENERIC=1 -DD2=int -DPER_ITEM=8",
         kStripFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"}, "-DSTRIP_GENERIC=1 -DD2=long -DSHAPING=1",
         kStripFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"},
         "-DSTRIP_GENERIC=1 -DD2=int -DPER_ITEM=8 -DUNIT_INPUT=1 -DSHAPING=1", kStripFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"},
         "-DN=16 -DNP=2 -DR0=2 -DL0=1 -DR1=8 -DL1=2 -DD2=int -DPER_ITEM=8", kStripFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"},
         "-DN=60 -DNP=3 -DR0=4 -DL0=1 -DR1=3 -DL1=4 -DR2=5 -DL2=12 -DD2=long -DSHAPING=1", kStripFusedKernels},
        {{"radix.cl", "fold.cl", "filter.cl", "fft_strip.cl"},
         "-DN=16 -DNP=2 -DR0=2 -DL0=1 -DR1=8 -DL1=2 -DD2=int -DPER_ITEM=8 -DUNIT_INPUT=1 -DSHAPING=1",
         kStripFusedKernels},
        {{"fold.cl", "filter.cl"}, "-DD2=int", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=long -DPER_ITEM=8", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=int -DUNIT_INPUT=1", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=int -DPER_ITEM=8 -DUNIT_INPUT=1", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=int -DSHAPING=1", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=long -DPER_ITEM=8 -DSHAPING=1", {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"fold.cl", "filter.cl"}, "-DD2=int -DPER_ITEM=8 -DUNIT_INPUT=1 -DSHAPING=1",
         {"apply_filter", "log_magnitude_centred", "log_magnitude_screen", "fold_vertical", "fold_horizontal"}},
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=uchar -DSTRIDE=1", kMappingKernels},
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=uchar -DSTRIDE=1 -DPER_ITEM=4", kMappingKernels},
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=float -DREAL_SAMPLES=1 -DSTRIDE=3 -DPER_ITEM=4", kMappingKernels},
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=uchar -DSTRIDE=3 -DLOG_DOMAIN=1", kMappingKernels},
        // A CPU device's original is the host image's own samples, whose storage (Samples) may
        // differ from the device's: 8-bit values kept in 16 bits, 16-bit images whose values
        // all fit in one byte.
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=uchar -DORIGINAL=ushort -DSTRIDE=3 -DCHUNKED=1 -DPER_ITEM=16", kMappingKernels},
        {{"mapping.cl"}, "-DGROUP=256 -DSAMPLE=ushort -DORIGINAL=uchar -DSTRIDE=1 -DCHUNKED=1 -DPER_ITEM=16", kMappingKernels},
        {{"mapping.cl"}, "-DGROUP=64 -DSAMPLE=ushort -DSTRIDE=4 -DCHUNKED=1 -DPER_ITEM=16",
         kMappingKernels},
        {{"measures.cl"}, "-DGROUP=64 -DSAMPLE=ushort -DSTRIDE=4", {"energy_partials", "difference_partials", "radial_power"}},
        {{"measures.cl"}, "", {"energy_partials", "difference_partials", "radial_power"}},
        {{"measures.cl"}, "-DGROUP=64 -DSAMPLE=uchar -DORIGINAL=ushort -DSTRIDE=3", {"energy_partials", "difference_partials", "radial_power"}},
        {{"measures.cl"}, "-DGROUP=64 -DSAMPLE=ushort -DORIGINAL=uchar -DSTRIDE=2", {"energy_partials", "difference_partials", "radial_power"}},
        {{"edges.cl"}, "-DSAMPLE=ushort -DSTRIDE=4",
         {"boundary_image", "periodic_part", "mirror_extend", "window_plane", "add_plane", "exp_plane", "top_left", "crop_centred"}},
        {{"edges.cl"}, "", {"boundary_image", "periodic_part", "mirror_extend", "window_plane", "add_plane", "exp_plane", "top_left", "crop_centred"}},
        {{"edges.cl"}, "-DSAMPLE=uchar -DORIGINAL=ushort -DSTRIDE=3 -DLOG_DOMAIN=1",
         {"boundary_image", "periodic_part", "mirror_extend", "window_plane", "add_plane", "exp_plane", "top_left", "crop_centred"}},
        {{"edges.cl"}, "-DSAMPLE=ushort -DORIGINAL=uchar -DSTRIDE=1",
         {"boundary_image", "periodic_part", "mirror_extend", "window_plane", "add_plane", "exp_plane", "top_left", "crop_centred"}},
        {{"edges.cl"}, "-DSAMPLE=float -DREAL_SAMPLES=1 -DSTRIDE=3 -DLOG_DOMAIN=1",
         {"boundary_image", "periodic_part", "mirror_extend", "window_plane", "add_plane", "exp_plane", "top_left", "crop_centred"}},
        {{"fold.cl", "lab.cl"}, "",
         {"mix_spectra", "hybrid_spectra", "multiply_spectra", "bin_strength", "keep_strongest", "keep_bin", "add_scaled",
          "blend_spectra", "spectrum_part_centred", "convolve_spatial", "fold_combined", "fold_horizontal"}},
        {{"fold.cl", "lab.cl"}, "-DPER_ITEM=8 -DWALK_COLUMNS=1",
         {"mix_spectra", "hybrid_spectra", "multiply_spectra", "bin_strength", "keep_strongest", "keep_bin", "add_scaled",
          "blend_spectra", "spectrum_part_centred", "convolve_spatial", "fold_combined", "fold_horizontal"}},
        {{"layout.cl"}, "-DTILE=8",
         {"transpose_complex", "pack_row_pairs", "split_row_pairs", "combine_row_pairs", "extract_row_pairs"}},
    };
}

} // namespace

class TestKernels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { context_ = std::make_unique<ComputeContext>(); }

    void kernelFilesAreCovered()
    {
        QVERIFY(!kernelSources().empty());
        std::set<std::string> built;
        for (const Build& b : builds())
            built.insert(b.files.begin(), b.files.end());
        for (const KernelSource& k : kernelSources())
            QVERIFY2(built.count(std::string(k.name)), qPrintable(QString("kernels/%1 is built by no test")
                                                                      .arg(QString::fromUtf8(k.name.data(), int(k.name.size())))));
    }

    void buildsOnDevice_data()
    {
        QTest::addColumn<int>("index");
        const std::vector<Build> all = builds();
        for (std::size_t i = 0; i < all.size(); ++i) {
            std::string name;
            for (const std::string& f : all[i].files)
                name += (name.empty() ? "" : "+") + f;
            QTest::addRow("%s %s", name.c_str(), all[i].options.c_str()) << int(i);
        }
    }

    void buildsOnDevice()
    {
        QFETCH(int, index);
        const Build build = builds()[std::size_t(index)];
        cl::Program program;
        try {
            program = context_->program(build.files, build.options);
        } catch (const KernelBuildError& e) {
            QFAIL(e.what());
        }
        std::vector<cl::Kernel> kernels;
        program.createKernels(&kernels);
        std::set<std::string> names;
        for (const cl::Kernel& k : kernels) {
            std::string name = k.getInfo<CL_KERNEL_FUNCTION_NAME>();
            while (!name.empty() && name.back() == '\0')
                name.pop_back();
            names.insert(name);
        }
        QCOMPARE(names, build.kernels);
    }

    // The count of apply_filter's arguments the host code goes by (the kernels built on it
    // take theirs after them) is the kernel's own, as the device reports it, for every variant.
    void filterArgumentsNamedOnce()
    {
        for (const char* options : {"-DD2=int", "-DD2=long -DPER_ITEM=8 -DSHAPING=1 -DUNIT_INPUT=1"}) {
            const cl::Program program = context_->program({"fold.cl", "filter.cl"}, options);
            QCOMPARE(cl::Kernel(program, "apply_filter").getInfo<CL_KERNEL_NUM_ARGS>(), FilterGain::kKernelArguments);
            // fold_vertical: the fold's h, cycle, channels and the other two spectra and folds.
            QCOMPARE(cl::Kernel(program, "fold_vertical").getInfo<CL_KERNEL_NUM_ARGS>(), FilterGain::kKernelArguments + 7);
        }
    }

    // A failing build names the file and carries the compiler's log.
    void buildErrorCarriesLog()
    {
        try {
            context_->program({"radix.cl", "fft_local.cl"}, "");
            QFAIL("fft_local.cl built without its options");
        } catch (const KernelBuildError& e) {
            QVERIFY2(QString::fromStdString(e.log()).contains("needs the plan's -D options"), e.what());
            QVERIFY(QString(e.what()).contains("fft_local.cl"));
        }
    }

    void unknownFile() { QVERIFY_THROWS_EXCEPTION(Error, kernelSource("missing.cl")); }

private:
    std::unique_ptr<ComputeContext> context_;
};

QTEST_GUILESS_MAIN(TestKernels)
#include "tst_kernels.moc"
