// Display-sized previews (README "What the panes show"), shared by the filter (filter.cl's
// fold_vertical) and the lab (lab.cl's fold_combined). Spectra are the FFT plans' Hermitian
// halves, transposed: bin (u, v), u = 0..W/2, at u*H + v.
//
// A preview folds the W x H spectrum of a result onto a w x h grid, w = W / sx and h = H / sy
// for whole lattice steps sx, sy: every frequency is added to its alias (ku mod w, kv mod h),
// after a phase shift that moves the lattice to the pixels (x0, y0) = (sx/2, sy/2) of its
// cells. The w x h inverse transform of the sum is then the exact result at the image pixels
// (i sx + x0, j sy + y0). Two steps: a vertical fold folds each stored column, making each bin
// as the full update does (fold_vertical with the filter's gain, fold_combined with the lab's
// mix or hybrid), so the samples are those of a full update; fold_horizontal folds the
// columns. The shift of row v = V + l h, e^(2 pi i v y0 / H), is the product of
// cycle[l] = e^(2 pi i l y0 / sy), the same for every bin of the fold's l-th pass, and
// row_shift[V] = e^(2 pi i V y0 / H), the same for all that V gathers; the host gives those,
// the columns' shifts (column_shift[0..W/2]) and, on row_shift, the amplitude w h / (W H) of
// the small inverse (core/lattice_fold.h).

#ifndef PER_ITEM
#define PER_ITEM 1
#endif

// z times the complex number c, for 8 complex values.
inline float16 times8(const float16 z, const float2 c)
{
    return z * c.x + z.s1032547698badcfe * (float16)(-c.y, c.y, -c.y, c.y, -c.y, c.y, -c.y, c.y, -c.y, c.y, -c.y, c.y,
                                                     -c.y, c.y, -c.y, c.y);
}

inline float2 times(const float2 z, const float2 c) { return (float2)(z.x * c.x - z.y * c.y, z.x * c.y + z.y * c.x); }

// out[U h + V] (the w x h grid's half spectrum, U = 0..w/2) = sum over the full spectrum's
// columns u = U + j w, j = 0..sx-1 (every column whose frequency ku is U mod w), of the folded
// column times column_shift[u] and row_shift[V]; a column past W/2 (ku < 0) is the conjugate
// of its mirror W - u at the mirrored row -V mod h, times row_shift there: the host gives that
// conjugated as mirror_shift[V]. PER_ITEM (8 on CPUs) rows per work-item. Global size
// (ceil(h / PER_ITEM), w/2 + 1).
kernel void fold_horizontal(global const float2* restrict folded, global float2* restrict out, const int W,
                            const int w, const int h, global const float2* restrict column_shift,
                            global const float2* restrict row_shift, global const float2* restrict mirror_shift)
{
    const int V0 = get_global_id(0) * PER_ITEM, U = get_global_id(1);
    if (V0 >= h || U > w / 2)
        return;
#if PER_ITEM == 8
    if (V0 >= 1 && V0 + 8 <= h) { // the mirrored rows h - V0 - 7 .. h - V0, read backwards
        float16 stored = 0.0f, mirrored = 0.0f;
        for (int u = U; u < W; u += w) {
            if (u <= W / 2) {
                stored += times8(vload16(0, (global const float*)(folded + (size_t)u * h + V0)), column_shift[u]);
            } else {
                const int c = W - u;
                const float16 z = vload16(0, (global const float*)(folded + (size_t)c * h + (h - V0 - 7)));
                mirrored += times8(shuffle(z, (uint16)(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)),
                                   column_shift[c]);
            }
        }
        const float16 conj = (float16)(1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1);
        const float16 r = vload16(0, (global const float*)(row_shift + V0));
        const float16 m = vload16(0, (global const float*)(mirror_shift + V0));
        // a times b for 8 complex pairs
        const float16 a = stored, b = mirrored * conj;
        const float16 sum = a.s0022446688aaccee * r + a.s1133557799bbddff * r.s1032547698badcfe * -conj +
                            b.s0022446688aaccee * m + b.s1133557799bbddff * m.s1032547698badcfe * -conj;
        vstore16(sum, 0, (global float*)(out + (size_t)U * h + V0));
        return;
    }
#endif
    for (int V = V0; V < min(h, V0 + PER_ITEM); ++V) {
        const int mirrored_V = V == 0 ? 0 : h - V;
        float2 stored = (float2)(0.0f, 0.0f), mirrored = stored;
        for (int u = U; u < W; u += w) {
            if (u <= W / 2) {
                stored += times(folded[(size_t)u * h + V], column_shift[u]);
            } else {
                const int c = W - u;
                mirrored += times(folded[(size_t)c * h + mirrored_V], column_shift[c]);
            }
        }
        out[(size_t)U * h + V] = times(stored, row_shift[V]) + times((float2)(mirrored.x, -mirrored.y), mirror_shift[V]);
    }
}
