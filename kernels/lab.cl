// The Fourier lab's per-bin and per-pixel work (README "Lab"), on the device so that the
// window's lab modes follow a slider live. Spectra are the FFT plans' Hermitian halves,
// transposed: bin (u, v), u = 0..W/2, at u*H + v. Global sizes cover the half spectrum
// (n = (W/2 + 1) H bins) or the image (W x H pixels); work-items beyond them return.

// |z| without overflow for any finite z; PoCL's hypot() is a slow scalar call, and the
// scaled form is taken only where the square overflows.
inline float magnitude(float2 z)
{
    const float q = z.x * z.x + z.y * z.y;
    if (q < INFINITY)
        return sqrt(q);
    const float m = fmax(fabs(z.x), fabs(z.y)); // beyond 1.8e19: scaled, so the square is finite
    return m * sqrt((z.x / m) * (z.x / m) + (z.y / m) * (z.y / m));
}

// A unit phasor in z's direction; (1, 0) for z = 0, as arg 0 = 0.
inline float2 unit(float2 z)
{
    const float m = magnitude(z);
    return m > 0.0f ? z / m : (float2)(1.0f, 0.0f);
}

// |F| = (1 - magnitude_b) |A| + magnitude_b |B|, or 1 where unit_magnitude; the phase is
// that of p = (1 - phase_b) A/|A| + phase_b B/|B|, or, where p all but cancels (|p| <= 1e-4:
// opposite phases half way), that of the weightier side (A up to a half); 0 where zero_phase.
kernel void mix_spectra(global const float2* restrict a, global const float2* restrict b,
                        global float2* restrict out, const int n, const float magnitude_b,
                        const float phase_b, const int unit_magnitude, const int zero_phase)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const float2 za = a[i], zb = b[i];
    const float m = unit_magnitude ? 1.0f
                                   : (1.0f - magnitude_b) * magnitude(za) + magnitude_b * magnitude(zb);
    const float2 p = (1.0f - phase_b) * unit(za) + phase_b * unit(zb);
    const float2 phasor = zero_phase                   ? (float2)(1.0f, 0.0f)
                          : magnitude(p) > 1e-4f    ? unit(p)
                          : phase_b <= 0.5f            ? unit(za)
                                                       : unit(zb);
    out[i] = m * phasor;
}

// The frequency of index k on an axis of n bins, in -n/2..n/2.
inline float frequency(int k, int n) { return 2 * k <= n ? (float)k : (float)(k - n); }

// A hybrid: A G_low + B (1 - G_high), G(D) = exp(-D^2 / (2 R^2)).
kernel void hybrid_spectra(global const float2* restrict a, global const float2* restrict b,
                           global float2* restrict out, const int half_width, const int H,
                           const float low_radius, const float high_radius)
{
    const int i = get_global_id(0);
    if (i >= half_width * H)
        return;
    const float u = i / H, v = frequency(i % H, H);
    const float d2 = u * u + v * v;
    const float low = exp(-d2 / (2.0f * low_radius * low_radius));
    const float high = -expm1(-d2 / (2.0f * high_radius * high_radius)); // 1 - G, exact near DC
    out[i] = a[i] * low + b[i] * high;
}

// The product of two spectra, bin by bin: a convolution by the convolution theorem.
kernel void multiply_spectra(global const float2* restrict a, global const float2* restrict k,
                             global float2* restrict out, const int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const float2 x = a[i], y = k[i];
    out[i] = (float2)(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}

// How strong each bin is, the same for a bin and its mirror: |F|, except in the columns that
// hold both (u = 0 and u = W/2), where it is the mean of |F| over the pair, so that rounding
// never keeps one of a pair without the other.
kernel void bin_strength(global const float2* restrict s, global float* restrict strength, const int W,
                         const int H)
{
    const int i = get_global_id(0);
    const int half_width = W / 2 + 1;
    if (i >= half_width * H)
        return;
    const int u = i / H, v = i % H;
    const float2 z = s[i];
    float m = magnitude(z);
    if (u == 0 || 2 * u == W) {
        const float2 mirror = s[u * H + (H - v) % H];
        m = 0.5f * (m + magnitude(mirror));
    }
    strength[i] = m;
}

// The bins at least `threshold` strong, the others 0.
kernel void keep_strongest(global const float2* restrict s, global const float* restrict strength,
                           global float2* restrict out, const int n, const float threshold)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    out[i] = strength[i] >= threshold ? s[i] : (float2)(0.0f, 0.0f);
}

// sum = (first ? 0 : sum) + weight * s: a weighted sum of spectra, one at a time.
kernel void add_scaled(global float2* restrict sum, global const float2* restrict s, const int n, const float weight,
                       const int first)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    sum[i] = (first ? (float2)(0.0f, 0.0f) : sum[i]) + weight * s[i];
}

// out = wa a + wb b, bin by bin: a mix whose phase comes from one side is linear in its
// magnitude weight, so a preview blends the two folds made once (FourierLab::mixSampled).
kernel void blend_spectra(global float2* restrict out, global const float2* restrict a,
                          global const float2* restrict b, const int n, const float wa, const float wb)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    out[i] = wa * a[i] + wb * b[i];
}

// One bin and its mirror, the others 0: the inverse is that pair's basis image, weighted.
kernel void keep_bin(global const float2* restrict s, global float2* restrict out, const int W, const int H,
                     const int bin_u, const int bin_v)
{
    const int i = get_global_id(0);
    const int half_width = W / 2 + 1;
    if (i >= half_width * H)
        return;
    const int u = i / H, v = i % H;
    const int mirrored = (u == 0 || 2 * u == W) && u == bin_u && v == (H - bin_v) % H;
    out[i] = (u == bin_u && v == bin_v) || mirrored ? s[i] : (float2)(0.0f, 0.0f);
}

// Display-sized previews of a mix or a hybrid (README "Lab"; fold.cl, built before this file,
// says how folding works). Each channel's combined spectrum M_c, made bin by bin as mix_spectra
// or hybrid_spectra make it, is folded onto the lattice's w x h grid as fold_vertical folds the
// filter's: folded_c[u h + V] = sum over l = 0..sy-1 of cycle[l] M_c(u, V + l h). All channels
// in one pass, so that each bin of A and B is read once; with want_luminance the combined
// spectrum of the luminance, 0.299 M_0 + 0.587 M_1 + 0.114 M_2 (M_0 for one channel), is
// written whole as well, for the middle pane's image. Eight rows at a time, as split real
// and imaginary parts, so that the arithmetic runs on vectors.
#define COMBINE_MIX 0
#define COMBINE_HYBRID 1

// 8 complex bins from p (count of them; 0 beyond), as their real and imaginary parts.
inline void load_bins8(global const float2* restrict p, const int count, float8* re, float8* im)
{
    if (count == 8) {
        const float16 z = vload16(0, (global const float*)p);
        *re = z.even;
        *im = z.odd;
        return;
    }
    float r[8], i[8];
    for (int k = 0; k < 8; ++k) {
        const float2 z = k < count ? p[k] : (float2)(0.0f, 0.0f);
        r[k] = z.x;
        i[k] = z.y;
    }
    *re = vload8(0, r);
    *im = vload8(0, i);
}

inline void store_bins8(global float2* restrict p, const int count, const float8 re, const float8 im)
{
    const float16 z = (float16)(re.s0, im.s0, re.s1, im.s1, re.s2, im.s2, re.s3, im.s3, re.s4, im.s4, re.s5, im.s5,
                                re.s6, im.s6, re.s7, im.s7);
    if (count == 8) {
        vstore16(z, 0, (global float*)p);
        return;
    }
    float values[16];
    vstore16(z, 0, values);
    for (int k = 0; k < count; ++k)
        p[k] = (float2)(values[2 * k], values[2 * k + 1]);
}

// Spectra that are only drawn (a blend's log magnitude, FourierLab::mixSampled) may be kept
// "compact": each float to its top 16 bits, rounded to nearest (the float's exponent and 8
// bits of precision: within 0.2 %, a small part of one level of a drawn log magnitude), for
// half the memory and half the bytes read.
inline void store_compact8(global ushort* restrict p, const int count, const float8 re, const float8 im)
{
    const uint16 bits = as_uint16((float16)(re.s0, im.s0, re.s1, im.s1, re.s2, im.s2, re.s3, im.s3, re.s4, im.s4,
                                            re.s5, im.s5, re.s6, im.s6, re.s7, im.s7));
    const ushort16 z = convert_ushort16((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
    if (count == 8) {
        vstore16(z, 0, p);
        return;
    }
    ushort values[16];
    vstore16(z, 0, values);
    for (int k = 0; k < 2 * count; ++k)
        p[k] = values[k];
}

inline float16 load_compact8(global const ushort* restrict p)
{
    return as_float16(convert_uint16(vload16(0, p)) << 16);
}

inline float2 load_compact(global const ushort* restrict p)
{
    return as_float2(convert_uint2(vload2(0, p)) << 16);
}

// magnitude() for 8 bins.
inline float8 magnitude8(const float8 re, const float8 im)
{
    const float8 q = re * re + im * im;
    float8 m = sqrt(q);
    if (any(isinf(q))) { // beyond 1.8e19: scaled, so the square is finite
        const float8 big = fmax(fabs(re), fabs(im));
        const float8 a = re / big, b = im / big;
        m = select(m, big * sqrt(a * a + b * b), isinf(q));
    }
    return m;
}

// 1 / sqrt(q) for 8 positive finite values, to float precision, without a square root or a
// division (PoCL's rsqrt and native_rsqrt are both): the exponent halved by integer
// arithmetic for a first estimate within 3.5 %, then three Newton steps (each squares the
// error: 1.8e-3, 5e-6, 4e-11). Not a number where q is 0 or infinite.
inline float8 rsqrt8(const float8 q)
{
    float8 y = as_float8((int8)(0x5f3759df) - (as_int8(q) >> 1));
    const float8 q_half = 0.5f * q;
    y = y * (1.5f - q_half * y * y);
    y = y * (1.5f - q_half * y * y);
    return y * (1.5f - q_half * y * y);
}

// mix_spectra's bin for 8 bins, by reciprocal square roots: |z| = |z|^2 / |z|, z/|z|.
inline void mix8(const float8 ar, const float8 ai, const float8 br, const float8 bi, const float magnitude_b,
                 const float phase_b, const int unit_magnitude, const int zero_phase, float8* re, float8* im)
{
    const float8 qa = ar * ar + ai * ai, qb = br * br + bi * bi;
    const bool finite = !any(isinf(qa) || isinf(qb));
    if (finite && !zero_phase && (phase_b == 0.0f || phase_b == 1.0f)) {
        // The phase of one side (the common case): its own unit phasor, p = p/|p| already, and
        // the other side's magnitude only where the magnitude takes some of it.
        const bool from_b = phase_b == 1.0f;
        const float8 q = from_b ? qb : qa, other_q = from_b ? qa : qb;
        const float8 r = rsqrt8(q);
        const int8 on = q > 0.0f;
        const float8 own = select((float8)(0.0f), q * r, on);
        const float own_weight = from_b ? magnitude_b : 1.0f - magnitude_b;
        const float8 m = unit_magnitude       ? (float8)(1.0f)
                         : own_weight == 1.0f ? own
                                              : own_weight * own + (1.0f - own_weight) * sqrt(other_q);
        *re = m * select((float8)(1.0f), (from_b ? br : ar) * r, on);
        *im = m * select((float8)(0.0f), (from_b ? bi : ai) * r, on);
        return;
    }
    float8 ma, mb, uar, uai, ubr, ubi;
    if (!finite) { // beyond 1.8e19: magnitude8's scaled form
        ma = magnitude8(ar, ai);
        mb = magnitude8(br, bi);
        const int8 a_on = ma > 0.0f, b_on = mb > 0.0f; // unit(): (1, 0) for 0
        uar = select((float8)(1.0f), ar / ma, a_on);
        uai = select((float8)(0.0f), ai / ma, a_on);
        ubr = select((float8)(1.0f), br / mb, b_on);
        ubi = select((float8)(0.0f), bi / mb, b_on);
    } else {
        const float8 ra = rsqrt8(qa), rb = rsqrt8(qb);
        const int8 a_on = qa > 0.0f, b_on = qb > 0.0f;
        ma = select((float8)(0.0f), qa * ra, a_on);
        mb = select((float8)(0.0f), qb * rb, b_on);
        uar = select((float8)(1.0f), ar * ra, a_on);
        uai = select((float8)(0.0f), ai * ra, a_on);
        ubr = select((float8)(1.0f), br * rb, b_on);
        ubi = select((float8)(0.0f), bi * rb, b_on);
    }
    const float8 m = unit_magnitude ? (float8)(1.0f) : (1.0f - magnitude_b) * ma + magnitude_b * mb;
    if (zero_phase) {
        *re = m;
        *im = 0.0f;
        return;
    }
    const float8 pr = (1.0f - phase_b) * uar + phase_b * ubr, pi = (1.0f - phase_b) * uai + phase_b * ubi;
    const float8 qp = pr * pr + pi * pi; // at most 1
    const int8 clear = qp > 1e-8f;     // |p| > 1e-4
    const float8 rp = rsqrt8(qp);
    const float8 wr = phase_b <= 0.5f ? uar : ubr, wi = phase_b <= 0.5f ? uai : ubi;
    *re = m * select(wr, pr * rp, clear);
    *im = m * select(wi, pi * rp, clear);
}

// 1 - e^-x for x >= 0, exact near 0 (PoCL's expm1 is a slow scalar call).
inline float8 one_minus_exp8(const float8 x)
{
    return select(1.0f - exp(-x), x * (1.0f - x * (0.5f - x * (1.0f / 6.0f))), x < 1e-2f);
}

// The combined bins of rows v..v+count-1 (count <= 8) of column u, for every channel, times
// the fold's factor c: added to each channel's sums (or stored there, with `first`), and, with
// want_luminance, their luminance written whole (2: compact).
#define FOLD_COMBINED_ARGS                                                                              \
    global const float2 *restrict a0, global const float2 *restrict a1, global const float2 *restrict a2, \
        global const float2 *restrict b0, global const float2 *restrict b1, global const float2 *restrict b2, \
        global float2 *restrict folded0, global float2 *restrict folded1, global float2 *restrict folded2,   \
        global float2 *restrict luminance, const int want_luminance, const int channels, const int W,        \
        const int H, const int h, global const float2 *restrict cycle, const int combine, const float p0,    \
        const float p1, const int unit_magnitude, const int zero_phase
inline void combine_rows(const int u, const int v, const int count, const float2 c, float8* sr, float8* si,
                         FOLD_COMBINED_ARGS)
{
    const size_t column = (size_t)u * H;
    float8 d2 = 0.0f; // the hybrid's D^2
    if (combine == COMBINE_HYBRID) {
        const int8 rows = (int8)(v) + (int8)(0, 1, 2, 3, 4, 5, 6, 7);
        const float8 kv = convert_float8(select(rows, rows - H, 2 * rows > H));
        d2 = (float)u * (float)u + kv * kv;
    }
    float8 lr = 0.0f, li = 0.0f;
    for (int ch = 0; ch < channels; ++ch) {
        global const float2* restrict a = ch == 0 ? a0 : ch == 1 ? a1 : a2;
        global const float2* restrict b = ch == 0 ? b0 : ch == 1 ? b1 : b2;
        float8 ar, ai, br, bi, mr, mi;
        load_bins8(a + column + v, count, &ar, &ai);
        load_bins8(b + column + v, count, &br, &bi);
        if (combine == COMBINE_MIX) {
            mix8(ar, ai, br, bi, p0, p1, unit_magnitude, zero_phase, &mr, &mi);
        } else { // hybrid_spectra: A G_low + B (1 - G_high)
            const float8 low = exp(-d2 / (2.0f * p0 * p0));
            const float8 high = one_minus_exp8(d2 / (2.0f * p1 * p1));
            mr = ar * low + br * high;
            mi = ai * low + bi * high;
        }
        sr[ch] += mr * c.x - mi * c.y;
        si[ch] += mr * c.y + mi * c.x;
        const float weight = channels == 1 ? 1.0f : ch == 0 ? 0.299f : ch == 1 ? 0.587f : 0.114f;
        lr += weight * mr;
        li += weight * mi;
    }
    if (want_luminance == 2)
        store_compact8((global ushort*)luminance + 2 * (column + v), count, lr, li);
    else if (want_luminance)
        store_bins8(luminance + column + v, count, lr, li);
}

#define FOLD_COMBINED_PASS                                                                               \
    a0, a1, a2, b0, b1, b2, folded0, folded1, folded2, luminance, want_luminance, channels, W, H, h, cycle, \
        combine, p0, p1, unit_magnitude, zero_phase

#if WALK_COLUMNS
// CPUs: one work-item per stored column, reading it from top to bottom (every spectrum a single
// stream, as prefetchers like it) and adding into its folded column, which stays in cache.
// Global size W/2 + 1.
kernel void fold_combined(FOLD_COMBINED_ARGS)
{
    const int u = get_global_id(0);
    if (u > W / 2)
        return;
    global float2* restrict folded[3] = {folded0, folded1, folded2};
    for (int l = 0; l * h < H; ++l)
        for (int V0 = 0; V0 < h; V0 += 8) {
            const int count = min(8, h - V0);
            const size_t out = (size_t)u * h + V0;
            float8 sr[3], si[3];
            for (int ch = 0; ch < channels; ++ch) {
                if (l == 0) {
                    sr[ch] = si[ch] = 0.0f;
                } else {
                    load_bins8(folded[ch] + out, count, &sr[ch], &si[ch]);
                }
            }
            combine_rows(u, V0 + l * h, count, cycle[l], sr, si, FOLD_COMBINED_PASS);
            for (int ch = 0; ch < channels; ++ch)
                store_bins8(folded[ch] + out, count, sr[ch], si[ch]);
        }
}
#else
// GPUs: eight rows of the grid a work-item, neighbouring work-items on neighbouring rows.
// Global size (ceil(h / 8), W/2 + 1).
kernel void fold_combined(FOLD_COMBINED_ARGS)
{
    const int V0 = get_global_id(0) * 8, u = get_global_id(1);
    if (V0 >= h || u > W / 2)
        return;
    const int count = min(8, h - V0);
    float8 sr[3] = {0.0f, 0.0f, 0.0f}, si[3] = {0.0f, 0.0f, 0.0f};
    for (int l = 0, v = V0; v < H; ++l, v += h)
        combine_rows(u, v, count, cycle[l], sr, si, FOLD_COMBINED_PASS);
    const size_t out = (size_t)u * h + V0;
    store_bins8(folded0 + out, count, sr[0], si[0]);
    if (channels > 1) {
        store_bins8(folded1 + out, count, sr[1], si[1]);
        store_bins8(folded2 + out, count, sr[2], si[2]);
    }
}
#endif

#define PART_LOG_MAGNITUDE 0
#define PART_PHASE 1
#define PART_REAL 2
#define PART_IMAGINARY 3

// The largest |2^-64 (wa A + wb B)|^2 of the bins first..first+count-1 of two spectra (all
// within one column; B read only where wb is not 0; compact ones where `compact`).
inline float strongest_run(global const float2* restrict a, global const float2* restrict b, const float wa,
                           const float wb, const int compact, size_t first, int count)
{
    const float sa = wa * 0x1p-64f, sb = wb * 0x1p-64f;
    global const ushort* restrict ca = (global const ushort*)a;
    global const ushort* restrict cb = (global const ushort*)b;
    float16 top = 0.0f;
    for (; count >= 8; first += 8, count -= 8) {
        float16 t = (compact ? load_compact8(ca + 2 * first) : vload16(0, (global const float*)(a + first))) * sa;
        if (wb != 0.0f)
            t += (compact ? load_compact8(cb + 2 * first) : vload16(0, (global const float*)(b + first))) * sb;
        top = fmax(top, t * t);
    }
    float m = 0.0f;
    for (int k = 0; k < count; ++k) {
        float2 t = (compact ? load_compact(ca + 2 * (first + k)) : a[first + k]) * sa;
        if (wb != 0.0f)
            t += (compact ? load_compact(cb + 2 * (first + k)) : b[first + k]) * sb;
        m = fmax(m, t.x * t.x + t.y * t.y);
    }
    const float8 sums = top.even + top.odd;
    const float4 c = fmax(sums.lo, sums.hi);
    const float2 d = fmax(c.lo, c.hi);
    return fmax(m, fmax(d.x, d.y));
}

// One part of the spectrum wa A + wb B (B read only where wb is not 0: a blend of two, as
// blend_spectra makes it, without writing it; both compact where `compact`), centred (DC at (W/2, H/2)) as the Spectrum
// pane shows it, each pixel's bin from the half spectrum (the other half by F(-k) = F(k)*):
// log(1 + |F|), arg F in radians, Re F or Im F. With step > 1, output pixel (x, y) stands
// for the step x step centred bins from (x step, y step) and shows the strongest of them (of
// equal ones, the first by rows), so that a peak is never lost to the smaller image. Global
// size (ceil(H/step), ceil(W/step)): neighbouring work-items read neighbouring bins of the
// transposed half spectrum. Bins are compared by |2^-64 F|^2, which neither overflows nor
// orders any bins differently but those below 7e-4 (all equal to 0 then: invisible on any
// display). The log magnitude needs only the largest, found down each column's run of rows
// eight bins at a time; the other parts need the strongest bin itself.
kernel void spectrum_part_centred(global const float2* restrict sa, global const float2* restrict sb,
                                  const float wa, const float wb, const int compact, global float* restrict out,
                                  const int W, const int H, const int part, const int step)
{
    const int y = get_global_id(0), x = get_global_id(1);
    const int w = (W + step - 1) / step, h = (H + step - 1) / step;
    if (x >= w || y >= h)
        return;
    const int cx0 = x * step, columns = min(step, W - cx0), cy0 = y * step, rows = min(step, H - cy0);
    const int v0 = (cy0 - H / 2 + H) % H; // the row of cy0; the block's rows follow, wrapping at H
    float2 z = (float2)(0.0f, 0.0f);
    float strongest = -1.0f;
    if (part == PART_LOG_MAGNITUDE) {
        // Rows v0.. as up to two runs, before and after the wrap; a mirrored column's rows are
        // H - v (0 for 0), the same runs reversed.
        const int first = min(rows, H - v0), second = rows - first;
        for (int bx = 0; bx < columns; ++bx) {
            const int cx = cx0 + bx;
            const int u = cx < W / 2 ? cx - W / 2 + W : cx - W / 2;
            const bool mirrored = 2 * u > W;
            const size_t column = (size_t)(mirrored ? W - u : u) * H;
            if (mirrored) {
                // v0..v0+first-1 -> H-v0-first+1..H-v0, with v = 0 (only ever first) at 0
                const int zero = v0 == 0;
                if (zero)
                    strongest = fmax(strongest, strongest_run(sa, sb, wa, wb, compact, column, 1));
                strongest = fmax(strongest, strongest_run(sa, sb, wa, wb, compact, column + H - v0 - first + 1,
                                                          first - zero));
                if (second > 0) // 0..second-1 -> 0 and H-second+1..H-1
                    strongest = fmax(strongest,
                                     fmax(strongest_run(sa, sb, wa, wb, compact, column, 1),
                                          strongest_run(sa, sb, wa, wb, compact, column + H - second + 1, second - 1)));
            } else {
                strongest = fmax(strongest, strongest_run(sa, sb, wa, wb, compact, column + v0, first));
                if (second > 0)
                    strongest = fmax(strongest, strongest_run(sa, sb, wa, wb, compact, column, second));
            }
        }
        strongest = sqrt(strongest) * 0x1p64f;
    } else {
        int strongest_cy = 0;
        for (int bx = 0; bx < columns; ++bx) {
            const int cx = cx0 + bx;
            const int u = cx < W / 2 ? cx - W / 2 + W : cx - W / 2;
            const bool mirrored = 2 * u > W; // the conjugate of its mirror
            const size_t column = (size_t)(mirrored ? W - u : u) * H;
            for (int by = 0; by < rows; ++by) {
                const int cy = cy0 + by;
                int v = v0 + by;
                v = v >= H ? v - H : v;
                const size_t i = column + (mirrored ? (v == 0 ? 0 : H - v) : v);
                float2 bin = wa * (compact ? load_compact((global const ushort*)sa + 2 * i) : sa[i]);
                if (wb != 0.0f)
                    bin += wb * (compact ? load_compact((global const ushort*)sb + 2 * i) : sb[i]);
                bin.y = mirrored ? -bin.y : bin.y;
                const float2 t = bin * 0x1p-64f;
                const float m = t.x * t.x + t.y * t.y;
                if (m > strongest || (m == strongest && cy < strongest_cy)) {
                    strongest = m;
                    strongest_cy = cy;
                    z = bin;
                }
            }
        }
        strongest = magnitude(z);
    }
    float value;
    if (part == PART_LOG_MAGNITUDE)
        value = log(1.0f + strongest); // log1p is a slow scalar call in PoCL; this is exact enough to draw
    else if (part == PART_PHASE)
        value = atan2(z.y, z.x);
    else if (part == PART_REAL)
        value = z.x;
    else
        value = z.y;
    // A part within float rounding of its bin's magnitude is 0 in exact arithmetic (the
    // imaginary part of DC, of a Nyquist bin): shown as 0, not as the rounding (README "Lab").
    if ((part == PART_REAL || part == PART_IMAGINARY) && fabs(value) <= 1e-5f * strongest)
        value = 0.0f;
    out[y * w + x] = value;
}

// A spatial convolution by its definition, g(x, y) = sum h(i, j) f(x - i, y - j) over the
// kernel's kw x kh elements centred on (0, 0), zeros beyond the image's borders (zero_borders)
// or the image wrapping around. Global size (W, H).
kernel void convolve_spatial(global const float* restrict in, global float* restrict out, const int W,
                             const int H, constant float* restrict k, const int kw, const int kh,
                             const int zero_borders)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= W || y >= H)
        return;
    const int rx = kw / 2, ry = kh / 2;
    float sum = 0.0f;
    for (int j = -ry; j <= ry; ++j)
        for (int i = -rx; i <= rx; ++i) {
            int sx = x - i, sy = y - j;
            if (zero_borders) {
                if (sx < 0 || sy < 0 || sx >= W || sy >= H)
                    continue;
            } else {
                sx = (sx % W + W) % W;
                sy = (sy % H + H) % H;
            }
            sum += k[(j + ry) * kw + i + rx] * in[sy * W + sx];
        }
    out[y * W + x] = sum;
}
