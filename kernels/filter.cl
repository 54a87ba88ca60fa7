// Frequency-domain filter and spectrum display, on the half spectrum the FFT plans keep:
// bin (u, v), u = 0..W/2, stored at u*H + v. Signed frequencies: ku = u, kv = v for
// v <= H/2 else v - H (the Nyquist bin of an even size counts as +N/2); D^2 = ku^2 + kv^2.
// The gain H is core's FilterGain (core/filter_gain.h), whose kernelTerms() are the filter
// arguments below; its at() is the same H in double precision on the host.

#define SHAPE_IDEAL 0
#define SHAPE_GAUSSIAN 1
#define SHAPE_BUTTERWORTH 2

// Low-pass gain of the smooth shapes at D^2 = d2 for radius r (r = 0: only DC passes).
inline float smooth_lowpass(float d2, float r, int shape, int order)
{
    if (r <= 0.0f)
        return d2 == 0.0f ? 1.0f : 0.0f;
    const float q = d2 / (r * r);
    if (shape == SHAPE_GAUSSIAN)
        return exp(-0.5f * q);
    float p = q; // (D/R)^(2n) = (D^2/R^2)^n, by multiplication: pown is a slow library call on PoCL
    for (int k = 1; k < order; ++k)
        p *= q;
    return 1.0f / (1.0f + p);
}

// Vector form of smooth_lowpass, for 8 bins at once.
inline float8 smooth_lowpass8(float8 d2, float r, int shape, int order)
{
    if (r <= 0.0f)
        return -convert_float8(d2 == 0.0f); // a true vector comparison is -1
    const float8 q = d2 / (r * r);
    if (shape == SHAPE_GAUSSIAN)
        return exp(-0.5f * q);
    float8 p = q;
    for (int k = 1; k < order; ++k)
        p *= q;
    return 1.0f / (1.0f + p);
}

// out = spectrum * H. Ideal shapes compare integer D^2 with integer thresholds made on the
// host (high-pass passes d2 >= hp_min_d2, low-pass passes d2 < lp_end_d2), so the two ideal
// masks at one radius are exact complements. Build options: D2, the integer type of D^2
// (int where every D^2 of the size fits, else long); PER_ITEM, bins along v per work-item:
// 1, or 8 on CPUs, which then filter with explicit vectors (their compilers do not vectorise
// this kernel across work-items); UNIT_INPUT, 1 to filter the spectrum of a unit impulse
// (every bin 1) without reading one, so `out` gets H itself, whose inverse transform is the
// filter's impulse response. Global size (ceil(H / PER_ITEM), W/2+1).
#ifndef D2
#define D2 long
#endif
#ifndef PER_ITEM
#define PER_ITEM 1
#endif
#ifndef UNIT_INPUT
#define UNIT_INPUT 0
#endif
// SHAPING, 1 to build in invert and emphasis, the isotropic radius, homomorphic filtering,
// wedges and masks; the
// host takes this variant only for settings that use them, so the plain one stays as lean (and
// as vectorisable by CPU compilers) as before they existed.
#ifndef SHAPING
#define SHAPING 0
#endif
#define PB_CAT_(a, b) a##b
#define PB_CAT(a, b) PB_CAT_(a, b)

// The filter's arguments, as FilterGain::kernelTerms() gives them (core/filter_gain.h), in
// apply_filter and fold_vertical alike:
//   shape, order; hp_on, hp_min_d2, hp_r; lp_on, lp_end_d2, lp_r  the radial band;
//   notches, notch_count                                           (u, v, radius, shape) pairs;
//   isotropic, iso_scale    D^2 = (u sx)^2 + (v sy)^2 when on (radius in cycles per pixel);
//   band_terms              (invert, k1, k2, -): band' = k1 + k2 (invert ? 1 - band : band);
//   homomorphic             (gamma L, gamma H, c, D0^2), D0^2 = 0 for none: the factor
//                           (gH - gL)(1 - exp(-c D^2 / D0^2)) + gL;
//   mask, mask_size, mask_scale  a painted gain per pixel of the centred image spectrum
//                           (mask_size 0: none); grid bins map to image bins / mask_scale;
//   wedges, wedge_count     two float4 each: (cos a, sin a, half opening, soft) in radians,
//                           (rmin^2, rmax^2 or -1 for none, pass, -).
#define FILTER_ARGS                                                                                      \
    const int shape, const int order, const int hp_on, const long hp_min_d2, const float hp_r,         \
        const int lp_on, const long lp_end_d2, const float lp_r, global const float4* restrict notches, \
        const int notch_count, const int isotropic, const float2 iso_scale, const float4 band_terms,    \
        const float4 homomorphic, global const float* restrict mask, const int2 mask_size,                \
        const int mask_scale, global const float4* restrict wedges, const int wedge_count
#define FILTER_PASS                                                                                     \
    shape, order, hp_on, hp_min_d2, hp_r, lp_on, lp_end_d2, lp_r, notches, notch_count, isotropic,      \
        iso_scale, band_terms, homomorphic, mask, mask_size, mask_scale, wedges, wedge_count

// The radial band at integer D^2 (bins).
inline float band_gain(const D2 d2, const int shape, const int order, const int hp_on, const D2 hp_min_d2,
                       const float hp_r, const int lp_on, const D2 lp_end_d2, const float lp_r)
{
    float gain = 1.0f;
    if (shape == SHAPE_IDEAL) {
        if (hp_on && d2 < hp_min_d2)
            gain = 0.0f;
        if (lp_on && d2 >= lp_end_d2)
            gain = 0.0f;
    } else {
        if (hp_on)
            gain *= 1.0f - smooth_lowpass((float)d2, hp_r, shape, order);
        if (lp_on)
            gain *= smooth_lowpass((float)d2, lp_r, shape, order);
    }
    return gain;
}

// The radial band at a real D^2 (isotropic): ideal passes d2 >= hp_r^2 and d2 < lp_r^2.
inline float band_gain_real(const float d2, const int shape, const int order, const int hp_on, const float hp_r,
                            const int lp_on, const float lp_r)
{
    float gain = 1.0f;
    if (shape == SHAPE_IDEAL) {
        if (hp_on && d2 < hp_r * hp_r)
            gain = 0.0f;
        if (lp_on && d2 >= lp_r * lp_r)
            gain = 0.0f;
    } else {
        if (hp_on)
            gain *= 1.0f - smooth_lowpass(d2, hp_r, shape, order);
        if (lp_on)
            gain *= smooth_lowpass(d2, lp_r, shape, order);
    }
    return gain;
}

// Notch pairs: notch = (u, v, radius, shape); each stops around (u, v) and (-u, -v) with the
// complement of a low-pass of its shape, so H stays Hermitian-symmetric.
inline float notch_gain(const float ku, const float kv, global const float4* restrict notches, const int count,
                        const int order)
{
    float gain = 1.0f;
    for (int n = 0; n < count; ++n) {
        const float4 q = notches[n];
        const int shape = (int)q.w;
        for (int side = -1; side <= 1; side += 2) {
            const float du = ku - side * q.x, dv = kv - side * q.y;
            const float d2 = du * du + dv * dv;
            gain *= shape == SHAPE_IDEAL ? (d2 < q.z * q.z ? 0.0f : 1.0f) : 1.0f - smooth_lowpass(d2, q.z, shape, order);
        }
    }
    return gain;
}

inline float8 notch_gain8(const float ku, const float8 kv, global const float4* restrict notches, const int count,
                          const int order)
{
    float8 gain = 1.0f;
    for (int n = 0; n < count; ++n) {
        const float4 q = notches[n];
        const int shape = (int)q.w;
        for (int side = -1; side <= 1; side += 2) {
            const float du = ku - side * q.x;
            const float8 dv = kv - side * q.y;
            const float8 d2 = du * du + dv * dv;
            gain *= shape == SHAPE_IDEAL ? select((float8)(1.0f), (float8)(0.0f), d2 < q.z * q.z)
                                         : 1.0f - smooth_lowpass8(d2, q.z, shape, order);
        }
    }
    return gain;
}

// Wedges, each with its mirror: at the bin (ku, kv) (kv down, so the screen's angle is that
// of (ku, -kv)), delta is the angle between the bin and the wedge's axis, folded into
// 0..pi/2 so the mirror counts too; the weight is 1 inside the opening, 0 outside, a raised
// cosine across `soft` around its edge. A stop wedge multiplies by 1 - weight, a pass wedge by
// the weight, where rmin <= D <= rmax; DC is left alone.
inline float wedge_gain(const float ku, const float kv, const float d2, global const float4* restrict wedges,
                        const int count)
{
    float gain = 1.0f;
    if (d2 == 0.0f)
        return gain;
    for (int n = 0; n < count; ++n) {
        const float4 w = wedges[2 * n], r = wedges[2 * n + 1];
        if (d2 < r.x || (r.y >= 0.0f && d2 > r.y))
            continue;
        const float along = ku * w.x - kv * w.y, across = -ku * w.y - kv * w.x;
        const float delta = atan2(fabs(across), fabs(along));
        float weight;
        if (w.w == 0.0f) {
            weight = delta < w.z ? 1.0f : 0.0f;
        } else {
            const float t = clamp((delta - (w.z - 0.5f * w.w)) / w.w, 0.0f, 1.0f);
            weight = 0.5f + 0.5f * cospi(t);
        }
        gain *= r.z != 0.0f ? weight : 1.0f - weight;
    }
    return gain;
}

// The mask's gain at grid bin (u, kv): the pixel of the centred image spectrum showing the
// nearest image bin (halves rounded away from zero), wrapping at Nyquist.
inline float mask_gain(const int u, const long kv, global const float* restrict mask, const int2 size, const int scale)
{
    const long mu = (u + scale / 2) / scale;
    const long mv = kv >= 0 ? (kv + scale / 2) / scale : -((-kv + scale / 2) / scale);
    const long x = ((mu + size.x / 2) % size.x + size.x) % size.x;
    const long y = ((mv + size.y / 2) % size.y + size.y) % size.y;
    return mask[y * size.x + x];
}

// H at the bin (u, kv) of the half spectrum.
inline float gain_at(const int u, const D2 kv, FILTER_ARGS)
{
    float band, d2f;
#if SHAPING
    if (isotropic) {
        const float x = u * iso_scale.x, y = kv * iso_scale.y;
        d2f = x * x + y * y;
        band = band_gain_real(d2f, shape, order, hp_on, hp_r, lp_on, lp_r);
    } else
#endif
    {
        const D2 d2 = (D2)u * u + kv * kv;
        d2f = (float)d2;
        band = band_gain(d2, shape, order, hp_on, (D2)hp_min_d2, hp_r, lp_on, (D2)lp_end_d2, lp_r);
    }
#if SHAPING
    if (band_terms.x != 0.0f)
        band = 1.0f - band;
    band = band_terms.y + band_terms.z * band;
#endif
    float gain = band;
    if (notch_count > 0)
        gain *= notch_gain((float)u, (float)kv, notches, notch_count, order);
#if SHAPING
    if (homomorphic.w > 0.0f)
        gain *= (homomorphic.y - homomorphic.x) * (1.0f - exp(-homomorphic.z * d2f / homomorphic.w)) + homomorphic.x;
    if (wedge_count > 0)
        gain *= wedge_gain((float)u, (float)kv, d2f, wedges, wedge_count);
    if (mask_size.x > 0)
        gain *= mask_gain(u, (long)kv, mask, mask_size, mask_scale);
#else
    (void)d2f; // the shaping factors' D^2
#endif
    return gain;
}

#if PER_ITEM == 8
// H at the 8 stored bins (u, v0..v0+7) of a column, v0 + 8 <= H, in explicit vectors (CPU
// compilers do not vectorise the scalar form across work-items). Only for settings without
// per-bin lookups: vectors_apply() says which.
inline bool vectors_apply(const int isotropic, const int wedge_count, const int2 mask_size)
{
#if SHAPING
    return !isotropic && wedge_count == 0 && mask_size.x == 0; // per-bin lookups are scalar
#else
    (void)isotropic;
    (void)wedge_count;
    (void)mask_size;
    return true;
#endif
}

inline float8 gain_at8(const int u, const int v0, const int H, FILTER_ARGS)
{
    const int8 v = v0 + (int8)(0, 1, 2, 3, 4, 5, 6, 7);
    const PB_CAT(D2, 8) kv = PB_CAT(convert_, PB_CAT(D2, 8))(select(v - H, v, v <= H / 2));
    const PB_CAT(D2, 8) d2 = (D2)u * u + kv * kv;
    float8 gain = 1.0f;
    if (shape == SHAPE_IDEAL) {
        if (hp_on)
            gain *= -convert_float8(d2 >= (D2)hp_min_d2);
        if (lp_on)
            gain *= -convert_float8(d2 < (D2)lp_end_d2);
    } else {
        const float8 fd2 = convert_float8(d2);
        if (hp_on)
            gain *= 1.0f - smooth_lowpass8(fd2, hp_r, shape, order);
        if (lp_on)
            gain *= smooth_lowpass8(fd2, lp_r, shape, order);
    }
#if SHAPING
    if (band_terms.x != 0.0f)
        gain = 1.0f - gain;
    gain = band_terms.y + band_terms.z * gain;
    if (homomorphic.w > 0.0f)
        gain *= (homomorphic.y - homomorphic.x) * (1.0f - exp(-homomorphic.z * convert_float8(d2) / homomorphic.w)) +
                homomorphic.x;
#endif
    if (notch_count > 0)
        gain *= notch_gain8((float)u, convert_float8(kv), notches, notch_count, order);
    return gain;
}

// Each of 8 complex values times its own real factor.
inline float16 scale8(const float16 z, const float8 gain)
{
    return z * shuffle(gain, (uint16)(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7));
}
#endif

// `spectrum` and `out` may be one buffer (an image filtered once is filtered in place): each
// work-item reads its bins before it writes them, so they are not `restrict`.
kernel void apply_filter(global const float2* spectrum, global float2* out, const int W, const int H, FILTER_ARGS)
{
    const int v0 = get_global_id(0) * PER_ITEM, u = get_global_id(1);
    if (v0 >= H || u > W / 2)
        return;
    const size_t row = (size_t)u * H;
#if PER_ITEM == 8
    if (v0 + 8 <= H && vectors_apply(isotropic, wedge_count, mask_size)) {
        const float8 gain = gain_at8(u, v0, H, FILTER_PASS);
#if UNIT_INPUT
        const float16 in = (float16)(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0);
#else
        const float16 in = vload16(0, (global const float*)(spectrum + row + v0));
#endif
        vstore16(scale8(in, gain), 0, (global float*)(out + row + v0));
        return;
    }
#endif
    for (int v = v0; v < min(H, v0 + PER_ITEM); ++v) {
        const D2 kv = v <= H / 2 ? v : v - H;
        const float gain = gain_at(u, kv, FILTER_PASS);
#if UNIT_INPUT
        out[row + v] = (float2)(gain, 0.0f);
#else
        out[row + v] = spectrum[row + v] * gain;
#endif
    }
}

// log(1 + r) for eight r >= 0, to about 1e-6 absolute, with arithmetic alone (PoCL calls a
// scalar log per value).
// 1 + r = m 2^e with m in [sqrt(1/2), sqrt(2)); log m = 2 atanh(t), t = (m - 1)/(m + 1),
// |t| < 0.172, by its series to t^9.
inline float8 log_one_plus8(const float8 r)
{
    const float8 y = 1.0f + r;
    int8 e = ((as_int8(y) >> 23) & 0xff) - 127;
    float8 m = as_float8((as_int8(y) & 0x007fffff) | 0x3f800000); // [1, 2)
    const int8 big = m > 1.41421356f;
    m = select(m, 0.5f * m, big);
    e = e - big; // big is -1 where true
    const float8 t = (m - 1.0f) / (m + 1.0f), t2 = t * t;
    const float8 series = t * (2.0f + t2 * (2.0f / 3 + t2 * (2.0f / 5 + t2 * (2.0f / 7 + t2 * (2.0f / 9)))));
    return convert_float8(e) * 0.69314718f + series;
}

// log(1 + |w0 F0 + w1 F1 + w2 F2|) centred like numpy's fftshift (DC at (W/2, H/2), rounded
// down): the luminance spectrum of a colour image by linearity. The spectra may be of a grid
// `step` times finer in frequency (a mirrored image, 2W x 2H): bin (u, v) is then read at
// (step u, step v), the same frequency. Global size (H, W): neighbouring work-items take
// neighbouring rows of one column, so that they read neighbouring bins of the spectra (stored
// a column of H bins after another); the writes are what strides. |z| is scaled by its larger
// part (no overflow for any float data) instead of hypot, and log(1 + r) is taken as such, not
// by log1p: the display maps a range of several units to 256 levels, so the absolute error
// near r = 0 (a float's rounding of 1 + r) is far below a level. (PoCL calls a scalar hypot
// and log1p per bin; together with the strided reads they were 60 % of `passband spectrum`.)
kernel void log_magnitude_centred(global const float2* restrict s0, global const float2* restrict s1,
                                  global const float2* restrict s2, const float w0, const float w1,
                                  const float w2, const int W, const int H, const int step,
                                  global float* restrict out)
{
    const int y = get_global_id(0), x = get_global_id(1);
    if (x >= W || y >= H)
        return;
    int u = x - W / 2;
    u += u < 0 ? W : 0;
    int v = y - H / 2;
    v += v < 0 ? H : 0;
    if (2 * u > W) { // the other half, by Hermitian symmetry: |F(u,v)| = |F(W-u, H-v)|
        u = W - u;
        v = v == 0 ? 0 : H - v;
    }
    const size_t i = (size_t)u * step * H * step + (size_t)v * step;
    const float2 z = w0 * s0[i] + w1 * s1[i] + w2 * s2[i];
    const float a = fabs(z.x), b = fabs(z.y);
    const float larger = fmax(a, b), smaller = fmin(a, b);
    const float q = larger > 0.0f ? smaller / larger : 0.0f;
    out[(size_t)y * W + x] = log(1.0f + larger * sqrt(1.0f + q * q));
}

// |w0 F0 + w1 F1 + w2 F2| for 8 bins at k of each spectrum (scaled by the larger part: no
// overflow for any float data).
inline float8 luminance_magnitude8(global const float2* restrict s0, global const float2* restrict s1,
                                   global const float2* restrict s2, const float w0, const float w1, const float w2,
                                   const size_t k)
{
    float16 z = w0 * vload16(0, (global const float*)(s0 + k));
    if (w1 != 0.0f)
        z += w1 * vload16(0, (global const float*)(s1 + k)) + w2 * vload16(0, (global const float*)(s2 + k));
    const float8 a = fabs(z.even), b = fabs(z.odd);
    const float8 larger = fmax(a, b), smaller = fmin(a, b);
    const float8 q = select((float8)(0.0f), smaller / larger, larger > 0.0f);
    return larger * sqrt(1.0f + q * q);
}

// log(1 + |w0 F0 + w1 F1 + w2 F2|) of one bin.
inline float log_magnitude_at(global const float2* restrict s0, global const float2* restrict s1,
                              global const float2* restrict s2, const float w0, const float w1, const float w2,
                              const size_t k)
{
    const float2 z = w0 * s0[k] + w1 * s1[k] + w2 * s2[k];
    const float a = fabs(z.x), b = fabs(z.y);
    const float larger = fmax(a, b), smaller = fmin(a, b);
    const float q = larger > 0.0f ? smaller / larger : 0.0f;
    return log(1.0f + larger * sqrt(1.0f + q * q));
}

// The sum, least and largest of the log magnitudes of bins first..first+count-1 of a column,
// the sum weighted by `weight` and of each value raised to `floor` (shown black below it):
// eight at a time, the rest one by one.
inline void log_run(global const float2* restrict s0, global const float2* restrict s1,
                    global const float2* restrict s2, const float w0, const float w1, const float w2, size_t first,
                    int count, const float weight, const float floor, float* sum, float* lo, float* hi)
{
    float8 sums = 0.0f, los = INFINITY, his = -INFINITY;
    for (; count >= 8; first += 8, count -= 8) {
        const float8 value = log_one_plus8(luminance_magnitude8(s0, s1, s2, w0, w1, w2, first));
        sums += fmax(value, floor);
        los = fmin(los, value);
        his = fmax(his, value);
    }
    const float4 s4 = sums.lo + sums.hi, l4 = fmin(los.lo, los.hi), h4 = fmax(his.lo, his.hi);
    float total = s4.x + s4.y + s4.z + s4.w, least = fmin(fmin(l4.x, l4.y), fmin(l4.z, l4.w)),
          largest = fmax(fmax(h4.x, h4.y), fmax(h4.z, h4.w));
    for (; count > 0; ++first, --count) {
        const float value = log_magnitude_at(s0, s1, s2, w0, w1, w2, first);
        total += fmax(value, floor);
        least = fmin(least, value);
        largest = fmax(largest, value);
    }
    *sum += weight * total;
    *lo = fmin(*lo, least);
    *hi = fmax(*hi, largest);
}

// log_magnitude_centred's image area-averaged to a w x h screen, as an image viewer averages
// it (core/area_average.h): screen pixel (i, j) is the mean over the image area
// [i W / w, (i + 1) W / w) x [j H / h, (j + 1) H / h), every bin weighted by the part of it
// inside; out[j w + i] = (that mean, the least and the largest log magnitude it touches), so
// that the host maps the means by the whole image's range, as the spectrum image is mapped,
// without the whole image being made. Values below `floor` (the display's floor below the
// peak, core/spectrum_range.h; -INFINITY for none) count as `floor` in the mean, as the
// image's black bins count as black in its average. Each column of the area is read as runs of rows that
// lie one after another (its first and last rows, which count in part, on their own), eight
// bins at a time. `step` as for log_magnitude_centred. Global size (h, w).
kernel void log_magnitude_screen(global const float2* restrict s0, global const float2* restrict s1,
                                 global const float2* restrict s2, const float w0, const float w1, const float w2,
                                 const int W, const int H, const int step, const int w, const int h,
                                 const float floor, global float4* restrict out)
{
    const int j = get_global_id(0), i = get_global_id(1);
    if (i >= w || j >= h)
        return;
    const float x0 = (float)i * W / w, x1 = (float)(i + 1) * W / w;
    const float y0 = (float)j * H / h, y1 = (float)(j + 1) * H / h;
    const int xa = (int)x0, xb = min(W, (int)ceil(x1)), ya = (int)y0, yb = min(H, (int)ceil(y1));
    float sum = 0.0f, lo = INFINITY, hi = -INFINITY;
    for (int x = xa; x < xb; ++x) {
        const float wx = fmin((float)(x + 1), x1) - fmax((float)x, x0);
        int u = x - W / 2;
        u += u < 0 ? W : 0;
        const bool mirrored = 2 * u > W; // by Hermitian symmetry: |F(u,v)| = |F(W-u, H-v)|
        const size_t column = (size_t)(mirrored ? W - u : u) * step * H * step;
        // The row of image row y, and a run of image rows from y as stored rows (step 1 only).
        for (int y = ya; y < yb;) {
            int v = y - H / 2;
            v += v < 0 ? H : 0;
            const float wy = fmin((float)(y + 1), y1) - fmax((float)y, y0);
            // Rows of weight 1 from y on, up to the last (which may count in part) and the wrap.
            const int whole = (wy == 1.0f && step == 1) ? min(yb - 1 - y, H - v) : 0;
            if (whole >= 8) {
                if (!mirrored) {
                    log_run(s0, s1, s2, w0, w1, w2, column + v, whole, wx, floor, &sum, &lo, &hi);
                } else if (v == 0) { // 0 stays 0; the rest run down from H - 1
                    log_run(s0, s1, s2, w0, w1, w2, column, 1, wx, floor, &sum, &lo, &hi);
                    log_run(s0, s1, s2, w0, w1, w2, column + H - whole + 1, whole - 1, wx, floor, &sum, &lo, &hi);
                } else {
                    log_run(s0, s1, s2, w0, w1, w2, column + H - v - whole + 1, whole, wx, floor, &sum, &lo, &hi);
                }
                y += whole;
                continue;
            }
            const int vv = mirrored && v != 0 ? H - v : v;
            const float value = log_magnitude_at(s0, s1, s2, w0, w1, w2, column + (size_t)vv * step);
            sum += wx * wy * fmax(value, floor);
            lo = fmin(lo, value);
            hi = fmax(hi, value);
            ++y;
        }
    }
    out[(size_t)j * w + i] = (float4)(sum / ((x1 - x0) * (y1 - y0)), lo, hi, 0.0f);
}

// A display-sized preview's vertical fold (fold.cl, built before this file, says how folding
// works): folded_c[u h + V] = sum over l = 0..sy-1 of cycle[l] F_c H at the row v = V + l h of
// the column u (every row whose frequency kv is V mod h, since H = sy h), for the `channels`
// (1 or 3) spectra F_0 (spectrum), F_1, F_2 of one image: H is evaluated, and each bin read,
// once for all of them. The filter arguments are apply_filter's, on the W x H grid. Global
// size (ceil(h / PER_ITEM), W/2 + 1).
kernel void fold_vertical(global const float2* restrict spectrum, global float2* restrict folded,
                          const int W, const int H, FILTER_ARGS, const int h, global const float2* restrict cycle,
                          const int channels, global const float2* restrict spectrum1,
                          global const float2* restrict spectrum2, global float2* restrict folded1,
                          global float2* restrict folded2)
{
    const int V0 = get_global_id(0) * PER_ITEM, u = get_global_id(1);
    if (V0 >= h || u > W / 2)
        return;
    const size_t column = (size_t)u * H, out = (size_t)u * h;
#if PER_ITEM == 8
    if (V0 + 8 <= h && vectors_apply(isotropic, wedge_count, mask_size)) {
        float16 sum0 = 0.0f, sum1 = 0.0f, sum2 = 0.0f;
        for (int l = 0, v = V0; v < H; ++l, v += h) {
            const float8 gain = gain_at8(u, v, H, FILTER_PASS);
            if (!any(gain != 0.0f))
                continue; // an ideal filter's stop band: nothing to read
            const float2 c = cycle[l];
            if (c.y == 0.0f) { // a real factor (+1 or -1 for even steps): the gain takes it
                const float8 g = gain * c.x;
                sum0 += scale8(vload16(0, (global const float*)(spectrum + column + v)), g);
                if (channels > 1) {
                    sum1 += scale8(vload16(0, (global const float*)(spectrum1 + column + v)), g);
                    sum2 += scale8(vload16(0, (global const float*)(spectrum2 + column + v)), g);
                }
                continue;
            }
            sum0 += times8(scale8(vload16(0, (global const float*)(spectrum + column + v)), gain), c);
            if (channels > 1) {
                sum1 += times8(scale8(vload16(0, (global const float*)(spectrum1 + column + v)), gain), c);
                sum2 += times8(scale8(vload16(0, (global const float*)(spectrum2 + column + v)), gain), c);
            }
        }
        vstore16(sum0, 0, (global float*)(folded + out + V0));
        if (channels > 1) {
            vstore16(sum1, 0, (global float*)(folded1 + out + V0));
            vstore16(sum2, 0, (global float*)(folded2 + out + V0));
        }
        return;
    }
#endif
    for (int V = V0; V < min(h, V0 + PER_ITEM); ++V) {
        float2 sum0 = (float2)(0.0f, 0.0f), sum1 = sum0, sum2 = sum0;
        for (int l = 0, v = V; v < H; ++l, v += h) {
            const float gain = gain_at(u, (D2)(v <= H / 2 ? v : v - H), FILTER_PASS);
            if (gain == 0.0f)
                continue;
            const float2 c = cycle[l];
            sum0 += times(spectrum[column + v] * gain, c);
            if (channels > 1) {
                sum1 += times(spectrum1[column + v] * gain, c);
                sum2 += times(spectrum2[column + v] * gain, c);
            }
        }
        folded[out + V] = sum0;
        if (channels > 1) {
            folded1[out + V] = sum1;
            folded2[out + V] = sum2;
        }
    }
}
