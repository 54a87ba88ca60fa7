// Data movement around the FFT passes: transposes and the packing of two real rows into one
// complex row (and back) for rows that cannot be transformed in a single local-memory kernel.
// Build option: TILE (transpose tile edge; the work-group is TILE x TILE).

#ifndef TILE
#define TILE 16
#endif

// dst (cols x rows) = transpose of src (rows x cols), complex values.
// The tile has one extra column so the column reads do not hit the same local bank.
kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose_complex(global const float2* restrict src, global float2* restrict dst,
                       const int rows, const int cols)
{
    local float2 tile[TILE][TILE + 1];
    const int lx = get_local_id(0), ly = get_local_id(1);
    const int c = get_group_id(0) * TILE + lx;
    const int r = get_group_id(1) * TILE + ly;
    if (r < rows && c < cols)
        tile[ly][lx] = src[(size_t)r * cols + c];
    barrier(CLK_LOCAL_MEM_FENCE);
    const int tc = get_group_id(1) * TILE + lx; // column of dst = row of src
    const int tr = get_group_id(0) * TILE + ly;
    if (tr < cols && tc < rows)
        dst[(size_t)tr * rows + tc] = tile[lx][ly];
}

// z[p][n] = a[2p][n] + i a[2p+1][n]; the odd last row pairs with zeros.
// Global size (width, ceil(rows/2)).
kernel void pack_row_pairs(global const float* restrict in, global float2* restrict out,
                           const int width, const int rows)
{
    const int n = get_global_id(0), p = get_global_id(1);
    if (n >= width || 2 * p >= rows)
        return;
    const int rb = 2 * p + 1;
    out[(size_t)p * width + n] =
        (float2)(in[(size_t)2 * p * width + n], rb < rows ? in[(size_t)rb * width + n] : 0.0f);
}

// Half spectra of the two real rows of each packed FFT (see fft_r2c_row_pairs).
// Global size (width/2+1, ceil(rows/2)).
kernel void split_row_pairs(global const float2* restrict in, global float2* restrict out,
                            const int width, const int rows, const int out_stride)
{
    const int k = get_global_id(0), p = get_global_id(1);
    if (k > width / 2 || 2 * p >= rows)
        return;
    const float2 z = in[(size_t)p * width + k];
    const float2 zm = in[(size_t)p * width + (width - k) % width];
    const float2 zc = (float2)(zm.x, -zm.y);
    out[(size_t)2 * p * out_stride + k] = 0.5f * (z + zc);
    if (2 * p + 1 < rows) {
        const float2 d = 0.5f * (z - zc);
        out[(size_t)(2 * p + 1) * out_stride + k] = (float2)(d.y, -d.x);
    }
}

// conj(A + i B) for two half-spectrum rows, expanded to full length by Hermitian symmetry,
// ready for a forward FFT whose conjugate is the inverse. Bin k of row y is at
// in[y * row_step + k * bin_step] (see fft_c2r_row_pairs). Global size (width, ceil(rows/2)).
kernel void combine_row_pairs(global const float2* restrict in, global float2* restrict out,
                              const int width, const int rows, const int row_step, const int bin_step)
{
    const int n = get_global_id(0), p = get_global_id(1);
    if (n >= width || 2 * p >= rows)
        return;
    const int ra = 2 * p, rb = ra + 1;
    const bool upper = 2 * n > width;
    const int k = upper ? width - n : n;
    float2 xa = in[(size_t)ra * row_step + (size_t)k * bin_step];
    float2 xb = rb < rows ? in[(size_t)rb * row_step + (size_t)k * bin_step] : (float2)(0.0f, 0.0f);
    if (n == 0 || 2 * n == width) {
        xa.y = 0.0f;
        xb.y = 0.0f;
    }
    if (upper) {
        xa.y = -xa.y;
        xb.y = -xb.y;
    }
    out[(size_t)p * width + n] = (float2)(xa.x - xb.y, -(xa.y + xb.x));
}

// Real rows back out of the packed (forward-transformed, not yet conjugated) rows, scaled.
// Global size (width, ceil(rows/2)).
kernel void extract_row_pairs(global const float2* restrict in, global float* restrict out,
                              const int width, const int rows, const float scale)
{
    const int n = get_global_id(0), p = get_global_id(1);
    if (n >= width || 2 * p >= rows)
        return;
    const float2 z = in[(size_t)p * width + n];
    out[(size_t)2 * p * width + n] = z.x * scale;
    if (2 * p + 1 < rows)
        out[(size_t)(2 * p + 1) * width + n] = -z.y * scale;
}
