<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CommandLine</name>
    <message>
        <source>Commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>Passband: frequency-domain image filtering on OpenCL.</source>
        <translation>Passband: OpenCL による周波数領域の画像フィルタリング。</translation>
    </message>
    <message>
        <source>With no command, &apos;passband [--device D] [FILE]&apos; opens the desktop window on FILE
(default: the bundled sample image).</source>
        <translation>コマンドを指定しない場合、&apos;passband [--device D] [FILE]&apos; は FILE をデスクトップウィンドウで開きます
（省略時は同梱のサンプル画像）。</translation>
    </message>
    <message>
        <source>Inputs: TIFF (any depth, --page N), FITS, PNG, JPEG, WebP, Netpbm (PBM, PGM, PPM, PAM, PFM)
and whatever else Qt reads. Outputs follow the extension: .tif, .fits and .pfm keep float
results; .png, .pgm, .ppm and the rest of Qt&apos;s formats store 8 or 16 bits.</source>
        <translation>入力: TIFF（任意のビット深度、--page N）、FITS、PNG、JPEG、WebP、Netpbm（PBM、PGM、PPM、PAM、PFM）、
その他 Qt が読める形式。出力形式は拡張子で決まります。.tif、.fits、.pfm は浮動小数点の結果を
そのまま保存し、.png、.pgm、.ppm などその他の Qt の形式は 8 ビットまたは 16 ビットで保存します。</translation>
    </message>
    <message>
        <source>the command&apos;s files</source>
        <translation>コマンドのファイル</translation>
    </message>
    <message>
        <source>%1 (see --help)</source>
        <translation>%1（--help を参照）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see --help)</source>
        <translation>不明なコマンド &apos;%1&apos; です（--help を参照）</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>使い方: %1</translation>
    </message>
    <message>
        <source>--%1 is for the window, not for &apos;%2&apos;</source>
        <translation>--%1 はウィンドウ用のオプションで、&apos;%2&apos; には使えません</translation>
    </message>
    <message>
        <source>--%1 does not apply to &apos;%2&apos;</source>
        <translation>--%1 は &apos;%2&apos; には使えません</translation>
    </message>
    <message>
        <source>unexpected error: %1</source>
        <translation>予期しないエラー: %1</translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation>ユーザーコマンド</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>frequency-domain image filtering on OpenCL</source>
        <translation>OpenCL による周波数領域の画像フィルタリング</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>書式</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>The window</source>
        <translation>ウィンドウ用</translation>
    </message>
    <message>
        <source>The commands</source>
        <translation>コマンド用</translation>
    </message>
    <message>
        <source>Taken by: %1.</source>
        <translation>対応するコマンド: %1。</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <source>The OpenCL device when --device is not given, as --device takes it.</source>
        <translation>--device を指定しないときに使う OpenCL デバイス（--device と同じ形式で指定します）。</translation>
    </message>
    <message>
        <source>always or never: keep built kernels for every driver, or for none (default: only for drivers that keep none themselves).</source>
        <translation>always または never: ビルドしたカーネルをすべてのドライバで保存するか、どのドライバでも保存しないか（既定では、自身でキャッシュしないドライバの場合のみ保存します）。</translation>
    </message>
    <message>
        <source>The language of the window and of these texts (English, German, Japanese). Under LC_ALL=C every text is English.</source>
        <translation>ウィンドウとこれらの説明文の言語（英語、ドイツ語、日本語）。LC_ALL=C の場合はすべて英語になります。</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>The window&apos;s settings (default ~/.config/Passband/Passband.conf).</source>
        <translation>ウィンドウの設定（既定 ~/.config/Passband/Passband.conf）。</translation>
    </message>
    <message>
        <source>Built OpenCL kernels (default ~/.cache/Passband/kernels/).</source>
        <translation>ビルド済みの OpenCL カーネル（既定 ~/.cache/Passband/kernels/）。</translation>
    </message>
    <message>
        <source>Presets saved from the window (default ~/.local/share/Passband/presets/).</source>
        <translation>ウィンドウから保存したプリセット（既定 ~/.local/share/Passband/presets/）。</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>終了ステータス</translation>
    </message>
    <message>
        <source>Success.</source>
        <translation>成功。</translation>
    </message>
    <message>
        <source>An error: an input could not be read, an output written, or no OpenCL device could do the work; one line on standard error says which.</source>
        <translation>エラー: 入力を読み込めなかった、出力を書き込めなかった、または処理できる OpenCL デバイスがなかった場合です。標準エラー出力の 1 行でその内容を示します。</translation>
    </message>
    <message>
        <source>A usage error: an unknown command or option, or a bad value.</source>
        <translation>使い方の誤り: 不明なコマンドやオプション、または不正な値です。</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>例</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>関連項目</translation>
    </message>
    <message>
        <source>%1: %2; no OpenCL device can do the work.</source>
        <translation>%1: %2。処理できる OpenCL デバイスがありません。</translation>
    </message>
    <message>
        <source>%1: %2; retrying on the same device</source>
        <translation>%1: %2。同じデバイスで再試行します</translation>
    </message>
    <message>
        <source>%1: %2; retrying on %3</source>
        <translation>%1: %2。%3 で再試行します</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>note: %1: %2.</source>
        <translation>注意: %1: %2。</translation>
    </message>
    <message>
        <source>--map none keeps the real values, negatives included; write them to .tif, .fits or .pfm, not %1</source>
        <translation>--map none は負の値も含めて実数値をそのまま保持します。%1 ではなく .tif、.fits、.pfm に出力してください</translation>
    </message>
    <message>
        <source>note: %1.</source>
        <translation>注意: %1。</translation>
    </message>
    <message>
        <source>Platform: %1 (%2)</source>
        <translation>プラットフォーム: %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [selected, best]</source>
        <translation>%1: %2 (%3)  [選択中、最適]</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [selected]</source>
        <translation>%1: %2 (%3)  [選択中]</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [best]</source>
        <translation>%1: %2 (%3)  [最適]</translation>
    </message>
    <message>
        <source>%1, driver %2; %3 compute units at %4 MHz</source>
        <translation>%1、ドライバ %2。演算ユニット %3 個、%4 MHz</translation>
    </message>
    <message>
        <source>memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4</source>
        <translation>メモリ %1、最大バッファ %2、ローカルメモリ %3 KiB、ワークグループ最大 %4</translation>
    </message>
    <message>
        <source>memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4; NOT AVAILABLE</source>
        <translation>メモリ %1、最大バッファ %2、ローカルメモリ %3 KiB、ワークグループ最大 %4。利用不可</translation>
    </message>
    <message>
        <source>Passband %1: the OpenCL engine on bundled sample %2.</source>
        <translation>Passband %1: 同梱のサンプル %2 で OpenCL エンジンを実行しました。</translation>
    </message>
    <message>
        <source>Passband %1: the OpenCL engine on %2.</source>
        <translation>Passband %1: %2 で OpenCL エンジンを実行しました。</translation>
    </message>
    <message>
        <source>Device:  %1 (%2)</source>
        <translation>デバイス: %1 (%2)</translation>
    </message>
    <message>
        <source>Plan:    %1, made in %2 ms</source>
        <translation>プラン:   %1、作成に %2 ms</translation>
    </message>
    <message>
        <source>Forward FFT %1 ms, inverse FFT %2 ms (device time, transfers excluded)</source>
        <translation>順方向 FFT %1 ms、逆 FFT %2 ms（デバイス時間、転送を除く）</translation>
    </message>
    <message>
        <source>Round trip relative L2 error: %1</source>
        <translation>往復の相対 L2 誤差: %1</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2.</source>
        <translation>&apos;%1&apos; を読み込めません: %2。</translation>
    </message>
    <message>
        <source>%1:%2: not a number: &apos;%3&apos;</source>
        <translation>%1:%2: 数値ではありません: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: more than %2 samples</source>
        <translation>%1: サンプルが %2 個を超えています</translation>
    </message>
    <message>
        <source>%1: no samples (one number per line expected)</source>
        <translation>%1: サンプルがありません（1 行に 1 つの数値が必要です）</translation>
    </message>
    <message>
        <source>Energy kept %1%, PSNR infinite (identical), mean absolute difference %2 levels</source>
        <translation>保持されたエネルギー %1%、PSNR 無限大（同一）、平均絶対差 %2 レベル</translation>
    </message>
    <message>
        <source>Energy kept %1%, PSNR %2 dB, mean absolute difference %3 levels</source>
        <translation>保持されたエネルギー %1%、PSNR %2 dB、平均絶対差 %3 レベル</translation>
    </message>
    <message>
        <source>High-pass cutoff %1</source>
        <translation>ハイパスの遮断周波数 %1</translation>
    </message>
    <message>
        <source>Low-pass cutoff %1</source>
        <translation>ローパスの遮断周波数 %1</translation>
    </message>
    <message>
        <source>--format %1 is not a format Passband writes (%2)</source>
        <translation>--format %1 は Passband が書き込める形式ではありません（%2）</translation>
    </message>
    <message>
        <source>two inputs would both be written to %1; give them different names or --format</source>
        <translation>2 つの入力がどちらも %1 に書き込まれます。別の名前にするか --format を指定してください</translation>
    </message>
    <message>
        <source>Cannot make the directory &apos;%1&apos;.</source>
        <translation>ディレクトリ &apos;%1&apos; を作成できません。</translation>
    </message>
    <message>
        <source>a sweep needs one range, --highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP]; the other cutoff may be a number</source>
        <translation>スイープには範囲を 1 つ指定してください（--highpass FROM:TO[:STEP] または --lowpass FROM:TO[:STEP]）。もう一方の遮断周波数は数値で指定できます</translation>
    </message>
    <message>
        <source>--%1 needs FROM:TO or FROM:TO:STEP, got &apos;%2&apos;</source>
        <translation>--%1 には FROM:TO または FROM:TO:STEP を指定してください（&apos;%2&apos; は使えません）</translation>
    </message>
    <message>
        <source>--contact-sheet writes a .png, not &apos;%1&apos;</source>
        <translation>--contact-sheet の出力は .png です（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--format %1 is not a format Passband writes</source>
        <translation>--format %1 は Passband が書き込める形式ではありません</translation>
    </message>
    <message>
        <source>[%1/%2] %3: high-pass %4</source>
        <translation>[%1/%2] %3: ハイパス %4</translation>
    </message>
    <message>
        <source>[%1/%2] %3: low-pass %4</source>
        <translation>[%1/%2] %3: ローパス %4</translation>
    </message>
    <message>
        <source>Wrote %1 frames of %2 into %3</source>
        <translation>%2 のフレーム %1 枚を %3 に書き込みました</translation>
    </message>
    <message>
        <source>%1: the %2 frames on one contact sheet</source>
        <translation>%1: %2 枚のフレームを 1 枚のコンタクトシートにまとめました</translation>
    </message>
    <message>
        <source>the pattern must be grating, bars, checkerboard or zoneplate, not &apos;%1&apos;</source>
        <translation>パターンには grating、bars、checkerboard、zoneplate のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--size needs WxH, got &apos;%1&apos;</source>
        <translation>--size には WxH を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--cycles goes with a grating or bars</source>
        <translation>--cycles は grating または bars でのみ使えます</translation>
    </message>
    <message>
        <source>--square goes with a checkerboard</source>
        <translation>--square は checkerboard でのみ使えます</translation>
    </message>
    <message>
        <source>--square needs a whole number, got &apos;%1&apos;</source>
        <translation>--square には整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>%1: %2 with periodic noise %3 x %4 cycles, amplitude %5; its peaks are at (%6, %7) and (%8, %9) in the spectrum</source>
        <translation>%1: %2、周期ノイズ %3 x %4 サイクル、振幅 %5。ピークはスペクトルの (%6, %7) と (%8, %9) にあります</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>注意: %1: %2</translation>
    </message>
    <message>
        <source>--map for the lab&apos;s commands is clamp or normalize, not &apos;%1&apos;</source>
        <translation>ラボのコマンドの --map には clamp または normalize を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--%1 must be a, b, %2 or a weight of b from 0 to 1, not &apos;%3&apos;</source>
        <extracomment>%1 is the option&apos;s name, %2 the word it takes (one or zero), %3 the value given.</extracomment>
        <translation>--%1 には a、b、%2、または 0 から 1 の b の重みを指定してください（&apos;%3&apos; は使えません）</translation>
    </message>
    <message>
        <source>a hybrid&apos;s --lowpass and --highpass radii must be above 0</source>
        <translation>hybrid の --lowpass と --highpass の半径は 0 より大きい値にしてください</translation>
    </message>
    <message>
        <source>%1: %2; hybrid: low-pass %3 of A + high-pass %4 of B (Gaussian), %5</source>
        <extracomment>&apos;hybrid&apos; is the command&apos;s name; A and B are its two inputs; %5 the output mapping (clamp or normalize).</extracomment>
        <translation>%1: %2; hybrid: A のローパス %3 + B のハイパス %4（ガウス）、%5</translation>
    </message>
    <message>
        <source>%1: the hybrid at 1, 1/2, 1/4 and 1/8 of its size</source>
        <translation>%1: 1、1/2、1/4、1/8 倍のサイズのハイブリッド画像</translation>
    </message>
    <message>
        <source>convolve needs --kernel (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file)</source>
        <translation>convolve には --kernel が必要です（box:N、gaussian:SIGMA、sobel-x、sobel-y、laplacian、motion:LENGTH[,ANGLE]、またはファイル）</translation>
    </message>
    <message>
        <source>%1: cannot read a kernel (at most 64 KiB of text)</source>
        <translation>%1: カーネルを読み込めません（テキストは最大 64 KiB）</translation>
    </message>
    <message>
        <source>--padding must be circular or zero, not &apos;%1&apos;</source>
        <translation>--padding には circular または zero を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--map must be auto, clamp, normalize or magnitude, not &apos;%1&apos;</source>
        <translation>--map には auto、clamp、normalize、magnitude のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>%1: %2; convolve: %3 (%4x%5), %6 padding, %7</source>
        <extracomment>&apos;convolve&apos; is the command&apos;s name; %3 the kernel, %4x%5 its size, %6 the --padding value (circular or zero), %7 the output mapping.</extracomment>
        <translation>%1: %2; convolve: %3 (%4x%5)、パディング %6、%7</translation>
    </message>
    <message>
        <source>largest difference from the convolution by its definition (zeros beyond the borders): %1 (of values up to %2)</source>
        <translation>定義どおりの畳み込み（境界の外はゼロ）との最大の差: %1（値の最大は %2）</translation>
    </message>
    <message>
        <source>largest difference from the convolution by its definition (wrapping around): %1 (of values up to %2)</source>
        <translation>定義どおりの畳み込み（巡回）との最大の差: %1（値の最大は %2）</translation>
    </message>
    <message>
        <source>subsample needs --factor N (2 to 16)</source>
        <translation>subsample には --factor N（2 から 16）が必要です</translation>
    </message>
    <message>
        <source>--factor must be a whole number from 2 to 16, not &apos;%1&apos;</source>
        <translation>--factor には 2 から 16 の整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--antialias chooses the low-pass itself: give it or --lowpass, not both</source>
        <translation>--antialias はローパスを自動で選びます。--antialias と --lowpass のどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>%1 is %2x%3, smaller than the factor %4</source>
        <translation>%1 は %2x%3 で、間引き率 %4 より小さいです</translation>
    </message>
    <message>
        <source>%1: %2; subsample: 1 in %3 pixels across and down after %4</source>
        <extracomment>&apos;subsample&apos; is the command&apos;s name; %4 the low-pass filter applied first.</extracomment>
        <translation>%1: %2; subsample: %4 の後、横と縦それぞれ %3 画素ごとに 1 画素</translation>
    </message>
    <message>
        <source>%1: %2; subsample: 1 in %3 pixels across and down, no anti-aliasing</source>
        <extracomment>&apos;subsample&apos; is the command&apos;s name.</extracomment>
        <translation>%1: %2; subsample: 横と縦それぞれ %3 画素ごとに 1 画素、アンチエイリアシングなし</translation>
    </message>
    <message>
        <source>strongest needs --keep N</source>
        <translation>strongest には --keep N が必要です</translation>
    </message>
    <message>
        <source>--keep must be a whole number above 0, not &apos;%1&apos;</source>
        <translation>--keep には 0 より大きい整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>%1: %2; strongest: %3 of %4 Fourier coefficients kept, %5</source>
        <extracomment>&apos;strongest&apos; is the command&apos;s name; %5 the output mapping.</extracomment>
        <translation>%1: %2; strongest: %4 個中 %3 個のフーリエ係数を保持、%5</translation>
    </message>
    <message>
        <source>basis needs --bin U,V</source>
        <translation>basis には --bin U,V が必要です</translation>
    </message>
    <message>
        <source>--bin must be two whole numbers U,V, not &apos;%1&apos;</source>
        <translation>--bin には 2 つの整数 U,V を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--bin %1,%2 is beyond the spectrum of a %3x%4 image (|U| &lt;= %5, |V| &lt;= %6)</source>
        <translation>--bin %1,%2 は %3x%4 の画像のスペクトルの範囲外です（|U| &lt;= %5、|V| &lt;= %6）</translation>
    </message>
    <message>
        <source>%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, a period of %7 px</source>
        <extracomment>&apos;basis&apos; is the command&apos;s name; %3,%4 the bin; F its Fourier coefficient.</extracomment>
        <translation>%1: %2; basis: ビン (%3, %4)、|F| %5、arg F %6 度、周期 %7 px</translation>
    </message>
    <message>
        <source>%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, the mean</source>
        <extracomment>&apos;basis&apos; is the command&apos;s name; %3,%4 the bin (0, 0); F its Fourier coefficient.</extracomment>
        <translation>%1: %2; basis: ビン (%3, %4)、|F| %5、arg F %6 度、平均値</translation>
    </message>
    <message>
        <source>--%1 needs a number, got &apos;%2&apos;</source>
        <translation>--%1 には数値を指定してください（&apos;%2&apos; は使えません）</translation>
    </message>
    <message>
        <source>--png-compression must be a whole number from 0 to 9, not &apos;%1&apos;</source>
        <translation>--png-compression には 0 から 9 の整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--page must be a whole number from 1, not &apos;%1&apos;</source>
        <translation>--page には 1 以上の整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--taper goes with --edges tukey</source>
        <translation>--taper は --edges tukey と組み合わせてのみ使えます</translation>
    </message>
    <message>
        <source>--edges must be none, smooth, mirror, hann or tukey, not &apos;%1&apos;</source>
        <translation>--edges には none、smooth、mirror、hann、tukey のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--taper must be more than 0 and at most 1, not &apos;%1&apos;</source>
        <translation>--taper には 0 より大きく 1 以下の値を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--shape must be ideal, gaussian or butterworth, not &apos;%1&apos;</source>
        <translation>--shape には ideal、gaussian、butterworth のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--order needs a whole number, got &apos;%1&apos;</source>
        <translation>--order には整数を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--map must be auto, clamp, normalize, magnitude or none, not &apos;%1&apos;</source>
        <translation>--map には auto、clamp、normalize、magnitude、none のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--notch needs U,V,R or U,V,R,SHAPE (numbers, then ideal, gaussian or butterworth), got &apos;%1&apos;</source>
        <translation>--notch には U,V,R または U,V,R,SHAPE（数値の後に ideal、gaussian、butterworth のいずれか）を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--emphasis needs K1,K2 (two numbers), got &apos;%1&apos;</source>
        <translation>--emphasis には K1,K2（2 つの数値）を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--homomorphic needs GL,GH,C,D0 (four numbers), got &apos;%1&apos;</source>
        <translation>--homomorphic には GL,GH,C,D0（4 つの数値）を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--%1 needs ANGLE,OPENING[,SOFT[,FROM[,TO]]] (degrees, degrees, degrees, radii), got &apos;%2&apos;</source>
        <translation>--%1 には ANGLE,OPENING[,SOFT[,FROM[,TO]]]（度、度、度、半径）を指定してください（&apos;%2&apos; は使えません）</translation>
    </message>
    <message>
        <source>--stripes needs horizontal or vertical, then optionally ,TOLERANCE in degrees, got &apos;%1&apos;</source>
        <translation>--stripes には horizontal または vertical と、必要なら続けて ,TOLERANCE（度）を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--stripes: the tolerance must be more than 0 and at most 90 degrees, not &apos;%1&apos;</source>
        <translation>--stripes: 許容角は 0 より大きく 90 度以下にしてください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--cycles needs U,V (cycles per image across and down), got &apos;%1&apos;</source>
        <translation>--cycles には U,V（画像あたりの横方向と縦方向のサイクル数）を指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>%1: centred log-magnitude spectrum of %2 (%3)</source>
        <translation>%1: %2 の中心化した対数振幅スペクトル（%3）</translation>
    </message>
    <message>
        <source>%1: centred log-magnitude spectrum of %2 (%3), edges %4</source>
        <translation>%1: %2 の中心化した対数振幅スペクトル（%3）、端の処理 %4</translation>
    </message>
    <message>
        <source>--show must be magnitude, phase, real or imaginary, not &apos;%1&apos;</source>
        <translation>--show には magnitude、phase、real、imaginary のいずれかを指定してください（&apos;%1&apos; は使えません）</translation>
    </message>
    <message>
        <source>--show %1 is of the image as it is: it takes no --edges</source>
        <translation>--show %1 は画像そのものから計算するため、--edges は指定できません</translation>
    </message>
    <message>
        <source>%1: centred %2 spectrum of %3 (%4)</source>
        <extracomment>%2 is the --show value as given: phase, real or imaginary.</extracomment>
        <translation>%1: %3 の中心化した %2 スペクトル（%4）</translation>
    </message>
    <message>
        <source>[command]</source>
        <translation>[コマンド]</translation>
    </message>
    <message>
        <source>[arguments...]</source>
        <translation>[引数...]</translation>
    </message>
    <message>
        <source>image to open</source>
        <translation>開く画像</translation>
    </message>
    <message>
        <source>give at most one file to open (see --help)</source>
        <translation>開くファイルは 1 つまでです（--help を参照）</translation>
    </message>
    <message>
        <source>Cannot write the screenshot %1: %2</source>
        <translation>スクリーンショット %1 を書き込めません：%2</translation>
    </message>
    <message>
        <source>no result within 180 s</source>
        <translation>180 秒以内に結果が得られませんでした</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); run it in a desktop session, or use the headless commands (passband --help).</source>
        <translation>ウィンドウを開くディスプレイがありません（DISPLAY も WAYLAND_DISPLAY も設定されていません）。デスクトップセッションで実行するか、GUI なしのコマンドを使ってください（passband --help）。</translation>
    </message>
    <message>
        <source>%1: %2; removed component of %3, mapped %4; %5 s from start to file written; device time of the filtering %6 ms on %7</source>
        <translation>%1: %2; %3 で除去された成分、マッピング %4; 開始からファイル書き込みまで %5 s; フィルタ処理のデバイス時間 %6 ms（%7）</translation>
    </message>
    <message>
        <source>%1: %2; %3; %4 s from start to file written; device time of the filtering %5 ms on %6</source>
        <translation>%1: %2; %3; 開始からファイル書き込みまで %4 s; フィルタ処理のデバイス時間 %5 ms（%6）</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: %5; %6 ms in all, device time %7 ms, plan reused</source>
        <translation>[%1/%2] %3 -&gt; %4: %5; 合計 %6 ms、デバイス時間 %7 ms、プランを再利用</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: %5; %6 ms in all, device time %7 ms</source>
        <translation>[%1/%2] %3 -&gt; %4: %5; 合計 %6 ms、デバイス時間 %7 ms</translation>
    </message>
    <message>
        <source>Filtered %1 of %2 images into %3 (%4) on %5; %6 s from start to the last file written</source>
        <translation>%5 で %2 枚中 %1 枚の画像をフィルタ処理し、%3 に出力しました（%4）; 開始から最後のファイル書き込みまで %6 s</translation>
    </message>
    <message>
        <source>--side-by-side and --lab each take the panes: give one of them</source>
        <translation>--side-by-side と --lab はどちらもペインを使います。どちらか一方を指定してください</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>使い方:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>例:</translation>
    </message>
    <message>
        <source>Cannot read the kernel &apos;%1&apos;: %2 (--kernel takes box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file of rows of numbers)</source>
        <translation>カーネル &apos;%1&apos; を読み込めません: %2（--kernel には box:N、gaussian:SIGMA、sobel-x、sobel-y、laplacian、motion:LENGTH[,ANGLE]、または数値を行ごとに並べたファイルを指定します）</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ファイルではありません</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>そのようなファイルやディレクトリはありません</translation>
    </message>
    <message>
        <source>--keep %1 is more than the %2 Fourier coefficients of a %3x%4 image (1 to %2)</source>
        <translation>--keep %1 は %3x%4 の画像のフーリエ係数の数 %2 を超えています（1 から %2）</translation>
    </message>
    <message>
        <source>&apos;passband COMMAND --help&apos; shows a command&apos;s options, their values and defaults,
and an example.</source>
        <translation>&apos;passband COMMAND --help&apos; でコマンドのオプション、その値と既定値、
使用例を表示します。</translation>
    </message>
    <message>
        <source>--lab must be %1, not &apos;%2&apos;</source>
        <extracomment>%1 lists the lab&apos;s modes (&quot;mix, hybrid, ... or basis&quot;), %2 the value given.</extracomment>
        <translation>--lab には %1 のいずれかを指定してください（「%2」は使えません）</translation>
    </message>
    <message>
        <source>note: %1 also holds the lab&apos;s %2 mode, which only the window shows; its filter is used</source>
        <translation>注意: %1 にはラボのモード %2 も含まれますが、それはウィンドウだけが表示します。フィルタを使います</translation>
    </message>
    <message>
        <source>--floor must be auto, full or a number of dB above 0 (at most %1), not &apos;%2&apos;</source>
        <translation>--floor には auto、full、または 0 より大きい dB の数（最大 %1）を指定してください（„%2“ は使えません）</translation>
    </message>
    <message>
        <source>--show %1 takes no --floor: the floor is the log magnitude&apos;s</source>
        <translation>--show %1 は --floor を取りません: 下限は対数振幅のものです</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: up to date, skipped</source>
        <translation>[%1/%2] %3 -&gt; %4: 最新のためスキップ</translation>
    </message>
    <message>
        <source>%1 outputs were up to date and skipped (--force filters them again)</source>
        <translation>%1 個の出力は最新だったためスキップしました（--force で再びフィルタします）</translation>
    </message>
    <message>
        <source>--python writes a .py script, not &apos;%1&apos;</source>
        <translation>--python が書くのは .py スクリプトです。&apos;%1&apos; ではありません</translation>
    </message>
    <message>
        <source>%1: the filter as a Python script (python3 %1 INPUT OUTPUT)</source>
        <translation>%1: Python スクリプトとしてのフィルタ (python3 %1 INPUT OUTPUT)</translation>
    </message>
    <message>
        <source>%1: passband %2 as a Python script (python3 %1 A B OUTPUT)</source>
        <extracomment>%1 is the script&apos;s file; %2 the command it does (mix or hybrid), which is not translated.</extracomment>
        <translation>%1: Python スクリプトとしての passband %2 (python3 %1 A B OUTPUT)</translation>
    </message>
    <message>
        <source>%1: passband %2 as a Python script (python3 %1 INPUT OUTPUT)</source>
        <extracomment>%1 is the script&apos;s file; %2 the command it does (convolve or subsample), which is not translated.</extracomment>
        <translation>%1: Python スクリプトとしての passband %2 (python3 %1 INPUT OUTPUT)</translation>
    </message>
    <message>
        <source>the Passband Manual, in the window: Help &gt; Passband Manual (F1).</source>
        <translation>Passband マニュアル（ウィンドウの ヘルプ &gt; Passband マニュアル、F1）。</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>filter an image (--highpass, --lowpass, --shape, --order, --map,
--edges, --taper, --notch, --invert, --emphasis, --isotropic,
--wedge, --pass-wedge, --stripes, --homomorphic, --mask,
--preset, --measure, --removed)</source>
        <translation>画像をフィルタ処理 (--highpass, --lowpass, --shape, --order, --map,
--edges, --taper, --notch, --invert, --emphasis, --isotropic,
--wedge, --pass-wedge, --stripes, --homomorphic, --mask,
--preset, --measure, --removed)</translation>
    </message>
    <message>
        <source>filter several images into DIR (--format EXT), one plan per size</source>
        <translation>複数の画像をフィルタ処理して DIR に出力 (--format EXT)、プランはサイズごとに作成</translation>
    </message>
    <message>
        <source>a numbered series over a range of radii, for slides:
--highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP] (--format EXT)</source>
        <translation>半径を変えながら連番画像を出力（スライド用）:
--highpass FROM:TO[:STEP] または --lowpass FROM:TO[:STEP] (--format EXT)</translation>
    </message>
    <message>
        <source>write the centred log-magnitude spectrum as an 8-bit grey image
(--edges, --taper)</source>
        <translation>中心化した対数振幅スペクトルを 8 ビットのグレー画像として出力
(--edges, --taper)</translation>
    </message>
    <message>
        <source>write a test pattern: grating, bars (--cycles U,V), checkerboard
(--square S) or zoneplate, 8-bit grey (--size WxH)</source>
        <translation>テストパターンを出力: grating, bars (--cycles U,V), checkerboard
(--square S), zoneplate。8 ビットのグレー (--size WxH)</translation>
    </message>
    <message>
        <source>add periodic noise (--cycles U,V, --amplitude A) to an image</source>
        <translation>画像に周期ノイズを加える (--cycles U,V, --amplitude A)</translation>
    </message>
    <message>
        <source>the Fourier lab: magnitude from one image, phase from the other
(--magnitude-from a|b|one|W, --phase-from a|b|zero|W)</source>
        <translation>フーリエラボ: 一方の画像の振幅と他方の画像の位相を組み合わせる
(--magnitude-from a|b|one|W, --phase-from a|b|zero|W)</translation>
    </message>
    <message>
        <source>the Fourier lab: a hybrid image, A&apos;s low frequencies and B&apos;s high ones
(--lowpass R, --highpass R)</source>
        <translation>フーリエラボ: A の低周波と B の高周波からなるハイブリッド画像
(--lowpass R, --highpass R)</translation>
    </message>
    <message>
        <source>the convolution theorem: a small kernel applied in the frequency domain
(--kernel K, --padding circular|zero, --compare)</source>
        <translation>畳み込み定理: 小さなカーネルを周波数領域で適用
(--kernel K, --padding circular|zero, --compare)</translation>
    </message>
    <message>
        <source>sampling and aliasing: keep every Nth pixel (--factor N), with or without
an anti-aliasing low-pass (--antialias, or --lowpass R [--shape S])</source>
        <translation>サンプリングとエイリアシング: N 画素ごとに 1 画素を残す (--factor N)。
アンチエイリアス用ローパスは任意 (--antialias または --lowpass R [--shape S])</translation>
    </message>
    <message>
        <source>building an image: INPUT rebuilt from its N strongest Fourier coefficients
(--keep N)</source>
        <translation>画像の再構成: INPUT を最も強い N 個のフーリエ係数から再構成
(--keep N)</translation>
    </message>
    <message>
        <source>basis images: what one Fourier coefficient and its mirror add to INPUT
(--bin U,V)</source>
        <translation>基底画像: 1 つのフーリエ係数とその鏡像が INPUT にもたらす成分
(--bin U,V)</translation>
    </message>
    <message>
        <source>DFT of one real sample per line, checked against a CPU FFT (--pad)</source>
        <translation>1 行に 1 つの実数サンプルの DFT を計算し、CPU の FFT と照合 (--pad)</translation>
    </message>
    <message>
        <source>list OpenCL platforms and devices with their limits</source>
        <translation>OpenCL のプラットフォームとデバイスを制限値とともに一覧表示</translation>
    </message>
    <message>
        <source>run the FFT engine on IMAGE (default: the bundled sample)</source>
        <translation>IMAGE で FFT エンジンを実行（省略時は同梱のサンプル）</translation>
    </message>
    <message>
        <source>The high-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels (STEP default 1; at most 1000 frames), or one radius R while --lowpass is swept; one of the two is swept (required).</source>
        <translation>変化させるハイパス半径 FROM:TO[:STEP]（スペクトル画素、STEP の既定 1、最大 1000 フレーム）、または --lowpass を変化させるときは 1 つの半径 R。どちらか一方を変化させます（必須）。</translation>
    </message>
    <message>
        <source>The low-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels (STEP default 1; at most 1000 frames), or one radius R while --highpass is swept; one of the two is swept (required).</source>
        <translation>変化させるローパス半径 FROM:TO[:STEP]（スペクトル画素、STEP の既定 1、最大 1000 フレーム）、または --highpass を変化させるときは 1 つの半径 R。どちらか一方を変化させます（必須）。</translation>
    </message>
    <message>
        <source>Edge handling before the FFT: none (default), smooth, mirror, hann or tukey; with --show magnitude only (phase, real and imaginary show the image as it is, and refuse --edges).</source>
        <translation>FFT の前の端の処理：none（既定）、smooth、mirror、hann、tukey。--show magnitude のときだけ使えます（phase、real、imaginary は画像をそのまま示すため --edges を受け付けません）。</translation>
    </message>
    <message>
        <source>A grating&apos;s or bars&apos; frequency as cycles per image across and down (default 16,8); whole numbers put the peaks on spectrum bins.</source>
        <translation>格子または縞の周波数。画像あたりの横方向と縦方向のサイクル数（既定 16,8）。整数にするとピークがスペクトルのビンに乗ります。</translation>
    </message>
    <message>
        <source>A checkerboard&apos;s squares&apos; side in pixels, 1 to 16384 (default 16).</source>
        <translation>チェッカーボードの升目の一辺の長さ（画素、1 から 16384、既定 16）。</translation>
    </message>
    <message>
        <source>The noise&apos;s frequency as cycles per image across and down (default 24,16); whole numbers put its peaks on spectrum bins.</source>
        <translation>ノイズの周波数。画像あたりの横方向と縦方向のサイクル数（既定 24,16）。整数にするとピークがスペクトルのビンに乗ります。</translation>
    </message>
    <message>
        <source>Output mapping: normalize (default) or clamp.</source>
        <translation>出力のマッピング：normalize（既定）または clamp。</translation>
    </message>
    <message>
        <source>A&apos;s Gaussian low-pass radius R in spectrum pixels, above 0 (default 12).</source>
        <translation>A のガウシアンローパスの半径 R（スペクトル画素、0 より大きい値、既定 12）。</translation>
    </message>
    <message>
        <source>B&apos;s Gaussian high-pass radius R in spectrum pixels, above 0 (default 24).</source>
        <translation>B のガウシアンハイパスの半径 R（スペクトル画素、0 より大きい値、既定 24）。</translation>
    </message>
    <message>
        <source>Output mapping: clamp (default) or normalize.</source>
        <translation>出力のマッピング：clamp（既定）または normalize。</translation>
    </message>
    <message>
        <source>Output mapping: auto (default: magnitude for a kernel whose weights sum to 0, such as sobel-x or laplacian, else clamp), clamp, normalize or magnitude.</source>
        <translation>出力のマッピング：auto（既定。sobel-x や laplacian のように重みの和が 0 のカーネルでは magnitude、それ以外は clamp）、clamp、normalize、magnitude。</translation>
    </message>
    <message>
        <source>A low-pass of your own before keeping every Nth pixel, radius R in spectrum pixels (default: none; not with --antialias).</source>
        <translation>N 画素ごとに残す前にかける独自のローパス。半径 R（スペクトル画素、既定：なし。--antialias とは併用不可）。</translation>
    </message>
    <message>
        <source>Also write the mix as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from two images: python3 FILE A B OUTPUT (default: none).</source>
        <translation>ミックスを Python スクリプト（NumPy、ファイルには Pillow と imageio）としても書き出します。2 枚の画像から同じ出力を書きます: python3 FILE A B OUTPUT（既定: なし）。</translation>
    </message>
    <message>
        <source>Also write the hybrid as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from two images: python3 FILE A B OUTPUT (the strip is not in it; default: none).</source>
        <translation>ハイブリッド画像を Python スクリプト（NumPy、ファイルには Pillow と imageio）としても書き出します。2 枚の画像から同じ出力を書きます: python3 FILE A B OUTPUT（ストリップは含みません。既定: なし）。</translation>
    </message>
    <message>
        <source>Also write the convolution as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (--compare is not in it; default: none).</source>
        <translation>畳み込みを Python スクリプト（NumPy、ファイルには Pillow と imageio）としても書き出します。入力から同じ出力を書きます: python3 FILE INPUT OUTPUT（--compare は含みません。既定: なし）。</translation>
    </message>
    <message>
        <source>Also write the subsampling, with its low-pass, as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (default: none).</source>
        <translation>ローパスを含む間引きを Python スクリプト（NumPy、ファイルには Pillow と imageio）としても書き出します。入力から同じ出力を書きます: python3 FILE INPUT OUTPUT（既定: なし）。</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>F1: the manual, %1</source>
        <translation>F1: マニュアル、%1</translation>
    </message>
    <message>
        <source>Manual: %1</source>
        <translation>マニュアル: %1</translation>
    </message>
</context>
<context>
    <name>Descriptions</name>
    <message>
        <source>infinite</source>
        <translation>無限大</translation>
    </message>
    <message>
        <source>colour with alpha</source>
        <translation>アルファ付きカラー</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>カラー</translation>
    </message>
    <message>
        <source>grey with alpha</source>
        <translation>アルファ付きグレー</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>グレー</translation>
    </message>
    <message>
        <source>float</source>
        <translation>浮動小数点</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8 ビット</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 ビット</translation>
    </message>
    <message>
        <source>maxval %1</source>
        <translation>最大値 %1</translation>
    </message>
    <message>
        <source>%1x%2 %3, %4</source>
        <translation>%1x%2 %3、%4</translation>
    </message>
    <message>
        <source>R = %1 px:</source>
        <translation>R = %1 px:</translation>
    </message>
    <message>
        <source>%1 %2 cycles/px, %3% of Nyquist, period %4 px</source>
        <translation>%1 %2 サイクル/画素、ナイキストの %3%、周期 %4 px</translation>
    </message>
    <message>
        <source>%1 across %2 cycles/px (%3% of Nyquist, period %4 px), down %5 cycles/px (%6%, period %7 px)</source>
        <translation>%1 横 %2 サイクル/画素（ナイキストの %3%、周期 %4 px）、縦 %5 サイクル/画素（%6%、周期 %7 px）</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>gaussian</source>
        <translation>ガウス</translation>
    </message>
    <message>
        <source>butterworth</source>
        <translation>バターワース</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>smooth</source>
        <translation>周期 + 平滑</translation>
    </message>
    <message>
        <source>mirror</source>
        <translation>鏡像</translation>
    </message>
    <message>
        <source>hann</source>
        <translation>ハン窓</translation>
    </message>
    <message>
        <source>tukey %1</source>
        <translation>テューキー窓 %1</translation>
    </message>
    <message>
        <source>high-pass %1</source>
        <translation>ハイパス %1</translation>
    </message>
    <message>
        <source>low-pass %1</source>
        <translation>ローパス %1</translation>
    </message>
    <message>
        <source>no filter</source>
        <translation>フィルタなし</translation>
    </message>
    <message>
        <source>no band</source>
        <translation>帯域なし</translation>
    </message>
    <message>
        <source>butterworth order %1</source>
        <translation>バターワース（次数 %1）</translation>
    </message>
    <message>
        <source>isotropic</source>
        <translation>等方的</translation>
    </message>
    <message>
        <source>inverted</source>
        <translation>反転</translation>
    </message>
    <message>
        <source>emphasis %1 + %2 H</source>
        <translation>強調 %1 + %2 H</translation>
    </message>
    <message>
        <source>homomorphic gammaL %1 gammaH %2 c %3 D0 %4</source>
        <translation>準同型フィルタ γL %1 γH %2 c %3 D0 %4</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>clamp</source>
        <translation>クランプ</translation>
    </message>
    <message>
        <source>normalize</source>
        <translation>正規化</translation>
    </message>
    <message>
        <source>magnitude</source>
        <translation>振幅</translation>
    </message>
    <message>
        <source>%1 (auto)</source>
        <translation>%1（自動）</translation>
    </message>
    <message>
        <source>edges %1</source>
        <translation>端の処理 %1</translation>
    </message>
    <message>
        <source>notch (%1, %2) r %3 %4</source>
        <translation>ノッチ (%1, %2) 半径 %3 %4</translation>
    </message>
    <message>
        <source>mask %1x%2</source>
        <translation>マスク %1x%2</translation>
    </message>
    <message>
        <source>pass wedge %1 deg opening %2</source>
        <translation>通過ウェッジ %1 度 開き角 %2</translation>
    </message>
    <message>
        <source>stop wedge %1 deg opening %2</source>
        <translation>阻止ウェッジ %1 度 開き角 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>grating</source>
        <translation>正弦波格子</translation>
    </message>
    <message>
        <source>bars</source>
        <translation>縞</translation>
    </message>
    <message>
        <source>checkerboard</source>
        <translation>チェッカーボード</translation>
    </message>
    <message>
        <source>zoneplate</source>
        <translation>ゾーンプレート</translation>
    </message>
    <message>
        <source>%1 %2x%3</source>
        <translation>%1 %2x%3</translation>
    </message>
    <message>
        <source>%1 soft %2</source>
        <translation>%1 ぼかし %2</translation>
    </message>
    <message>
        <source>%1 radius %2..%3</source>
        <translation>%1 半径 %2～%3</translation>
    </message>
    <message>
        <source>%1 radius %2..</source>
        <translation>%1 半径 %2～</translation>
    </message>
    <message>
        <source>%1, %2 x %3 cycles</source>
        <translation>%1、%2 x %3 サイクル</translation>
    </message>
    <message>
        <source>%1, %2 px squares</source>
        <translation>%1、升目 %2 px</translation>
    </message>
    <message>
        <source>homomorphic</source>
        <translation>準同型フィルタ</translation>
    </message>
    <message>
        <source>notches: %1</source>
        <translation>ノッチ: %1</translation>
    </message>
    <message>
        <source>wedges: %1</source>
        <translation>ウェッジ: %1</translation>
    </message>
    <message>
        <source>painted mask</source>
        <translation>描いたマスク</translation>
    </message>
    <message>
        <source>full range</source>
        <translation>全範囲</translation>
    </message>
    <message>
        <source>down to %1 dB below the peak</source>
        <translation>ピークから %1 dB 下まで</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Open Video</source>
        <translation>動画を開く</translation>
    </message>
    <message>
        <source>Videos (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;All files (*)</source>
        <translation>動画 (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>図をエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Load Mask</source>
        <translation>マスクを読み込む</translation>
    </message>
    <message>
        <source>Masks (*.png *.tif *.tiff *.pgm);;All files (*)</source>
        <translation>マスク (*.png *.tif *.tiff *.pgm);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Mask</source>
        <translation>マスクを保存</translation>
    </message>
    <message>
        <source>16-bit PNG (*.png)</source>
        <translation>16 ビット PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ImageFormats</name>
    <message>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>PGM image</source>
        <translation>PGM 画像</translation>
    </message>
    <message>
        <source>PPM image</source>
        <translation>PPM 画像</translation>
    </message>
    <message>
        <source>PFM image</source>
        <translation>PFM 画像</translation>
    </message>
    <message>
        <source>TIFF image</source>
        <translation>TIFF 画像</translation>
    </message>
    <message>
        <source>TIFF image, 32-bit float</source>
        <translation>TIFF 画像、32 ビット浮動小数点</translation>
    </message>
    <message>
        <source>FITS image</source>
        <translation>FITS 画像</translation>
    </message>
    <message>
        <source>WebP image, lossless</source>
        <translation>WebP 画像、可逆圧縮</translation>
    </message>
    <message>
        <source>BMP image</source>
        <translation>BMP 画像</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>JPEG 画像</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>画像 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>LabWork</name>
    <message>
        <source>log magnitude</source>
        <translation>対数振幅</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>位相</translation>
    </message>
    <message>
        <source>real part</source>
        <translation>実部</translation>
    </message>
    <message>
        <source>imaginary part</source>
        <translation>虚部</translation>
    </message>
    <message>
        <source>|F| = 1</source>
        <translation>|F| = 1</translation>
    </message>
    <message>
        <source>|F| of A</source>
        <translation>A の |F|</translation>
    </message>
    <message>
        <source>|F| of B</source>
        <translation>B の |F|</translation>
    </message>
    <message>
        <source>|F| %1 of the way to B</source>
        <translation>|F|：A から B へ %1</translation>
    </message>
    <message>
        <source>phase 0</source>
        <translation>位相 0</translation>
    </message>
    <message>
        <source>phase of A</source>
        <translation>A の位相</translation>
    </message>
    <message>
        <source>phase of B</source>
        <translation>B の位相</translation>
    </message>
    <message>
        <source>phase %1 of the way to B</source>
        <translation>位相：A から B へ %1</translation>
    </message>
    <message>
        <source>Mix: %1, %2</source>
        <translation>合成：%1、%2</translation>
    </message>
    <message>
        <source>Spectrum of the result (%1)</source>
        <translation>結果のスペクトル（%1）</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Hybrid (A low-pass %1, B high-pass %2) at 1, 1/2, 1/4, 1/8</source>
        <translation>ハイブリッド画像（A ローパス %1、B ハイパス %2）を 1、1/2、1/4、1/8 倍で表示</translation>
    </message>
    <message>
        <source>zero padding to 2W x 2H</source>
        <translation>2W x 2H へのゼロパディング</translation>
    </message>
    <message>
        <source>circular</source>
        <translation>巡回</translation>
    </message>
    <message>
        <source>Largest difference from the definition: %1 (of values up to %2)</source>
        <translation>定義との最大の差：%1（値の最大は %2）</translation>
    </message>
    <message>
        <source>Spectrum of the kernel %1 (%2)</source>
        <translation>カーネル %1 のスペクトル（%2）</translation>
    </message>
    <message>
        <source>Spectrum of the samples: replicas every %1 x %2 bins</source>
        <translation>サンプルのスペクトル：%1 x %2 ビンごとに複製が現れます</translation>
    </message>
    <message>
        <source>%1x%2 samples; frequencies beyond %3 cycles across and %4 down fold back</source>
        <translation>%1x%2 サンプル。横 %3、縦 %4 サイクルを超える周波数は折り返されます</translation>
    </message>
    <message>
        <source>%1 of %2 coefficients kept (%3%)</source>
        <translation>%2 個中 %1 個の係数を保持（%3%）</translation>
    </message>
    <message>
        <source>Basis image of bin (%1, %2) and its mirror, weighted by F</source>
        <translation>ビン (%1, %2) とその鏡像の基底画像（F で重み付け）</translation>
    </message>
    <message>
        <source>Bin (%1, %2): |F| %3, arg F %4 degrees, %5</source>
        <translation>ビン (%1, %2)：|F| %3、arg F %4 度、%5</translation>
    </message>
    <message>
        <source>a period of %1 px</source>
        <translation>周期 %1 px</translation>
    </message>
    <message>
        <source>the mean</source>
        <translation>平均値</translation>
    </message>
    <message>
        <source>Spectrum, red channel: click a bin</source>
        <translation>スペクトル（赤チャンネル）：ビンをクリックしてください</translation>
    </message>
    <message>
        <source>Spectrum: click a bin</source>
        <translation>スペクトル：ビンをクリックしてください</translation>
    </message>
    <message>
        <source>Convolution: %1 in the frequency domain (%2)</source>
        <translation>畳み込み: 周波数領域での %1（%2）</translation>
    </message>
    <message>
        <source>Convolution: %1 by its definition (zeros beyond the borders)</source>
        <translation>畳み込み: 定義どおりの %1（境界の外はゼロ）</translation>
    </message>
    <message>
        <source>Convolution: |frequency domain (%1) - definition|, white = %2</source>
        <translation>畳み込み: |周波数領域（%1）- 定義|、白 = %2</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, filtered first</source>
        <translation>サンプリング: %1 画素ごとに 1 画素、%1x%1 のブロックで表示、事前にフィルタ処理</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, low-passed at the new Nyquist frequency first</source>
        <translation>サンプリング: %1 画素ごとに 1 画素、%1x%1 のブロックで表示、事前に新しいナイキスト周波数でローパス</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, no anti-aliasing</source>
        <translation>サンプリング: %1 画素ごとに 1 画素、%1x%1 のブロックで表示、アンチエイリアシングなし</translation>
    </message>
    <message>
        <source>Basis: rebuilt from the %1 strongest of %2 coefficients</source>
        <translation>基底: %2 個の係数のうち最も強い %1 個から再構成</translation>
    </message>
    <message>
        <source>Spectrum: the coefficients kept, red channel</source>
        <translation>スペクトル: 保持された係数（赤チャンネル）</translation>
    </message>
    <message>
        <source>Spectrum: the coefficients kept</source>
        <translation>スペクトル: 保持された係数</translation>
    </message>
    <message>
        <source>Hybrid: A %1, B %2</source>
        <translation>ハイブリッド: A %1、B %2</translation>
    </message>
    <message>
        <source>Convolution: %1</source>
        <translation>畳み込み: %1</translation>
    </message>
    <message>
        <source>Sampling: 1 in %1</source>
        <translation>サンプリング: %1 ごとに 1</translation>
    </message>
    <message>
        <source>Basis: %1 strongest</source>
        <translation>基底: 最も強い %1 個</translation>
    </message>
    <message>
        <source>Basis: bin (%1, %2)</source>
        <translation>基底: ビン (%1, %2)</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Spectrum of the result: |F| = 1 everywhere, so one grey</source>
        <translation>結果のスペクトル: どこでも |F| = 1 なので一様な灰色</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>OpenCL device: an index from &apos;passband devices&apos; or part of its name (default: $PASSBAND_DEVICE, else the best device).</source>
        <translation>OpenCL デバイス：&apos;passband devices&apos; で表示される番号、またはデバイス名の一部（既定：$PASSBAND_DEVICE、未設定なら最適なデバイス）。</translation>
    </message>
    <message>
        <source>Filter shape: ideal (default), gaussian or butterworth.</source>
        <translation>フィルタの形状：ideal（既定）、gaussian、butterworth のいずれか。</translation>
    </message>
    <message>
        <source>Output mapping: auto (default), clamp, normalize, magnitude, or none (the real values, negatives included, into .tif, .fits or .pfm as 32-bit floats).</source>
        <translation>出力のマッピング：auto（既定）、clamp、normalize、magnitude、none（負の値も含む実数値を 32 ビット浮動小数点で .tif、.fits、.pfm に出力）。</translation>
    </message>
    <message>
        <source>Multi-page TIFF inputs: the page to read, from 1 (default 1).</source>
        <translation>マルチページ TIFF の入力：読み込むページ番号、1 から数えます（既定 1）。</translation>
    </message>
    <message>
        <source>Edge handling before the FFT: none (default: the exact DFT, periodic), smooth (periodic plus smooth), mirror, hann or tukey.</source>
        <translation>FFT の前の端の処理：none（既定：厳密な DFT、周期的）、smooth（周期成分 + 平滑成分）、mirror、hann、tukey。</translation>
    </message>
    <message>
        <source>--edges tukey: the fraction of each side tapered, above 0 and at most 1 (default 0.5; 1 is the Hann window).</source>
        <translation>--edges tukey：各辺でテーパーをかける割合。0 より大きく 1 以下（既定 0.5。1 はハン窓と同じ）。</translation>
    </message>
    <message>
        <source>Invert the radial band: H&apos; = 1 - H (a band-pass becomes a band-reject).</source>
        <translation>動径方向の帯域を反転します：H&apos; = 1 - H（バンドパスはバンドストップになります）。</translation>
    </message>
    <message>
        <source>Measure radii in cycles per pixel, the same in every direction (an ellipse in bins on a non-square image; R means R/min(W,H) cycles per pixel).</source>
        <translation>半径をサイクル/画素で測り、すべての方向で同じにします（正方形でない画像ではビン上で楕円になります。R は R/min(W,H) サイクル/画素を意味します）。</translation>
    </message>
    <message>
        <source>mix: where the magnitude comes from: a (default), b, one, or a weight of b from 0 to 1.</source>
        <translation>mix: 振幅の取得元：a（既定）、b、one、または b の重み（0 から 1）。</translation>
    </message>
    <message>
        <source>mix: where the phase comes from: b (default), a, zero, or a weight of b from 0 to 1.</source>
        <translation>mix: 位相の取得元：b（既定）、a、zero、または b の重み（0 から 1）。</translation>
    </message>
    <message>
        <source>spectrum: what to show: magnitude (default: log(1 + |F|)), phase (arg F on a colour wheel, black where |F| is negligible), real or imaginary (red above 0, blue below).</source>
        <translation>spectrum: 表示する内容：magnitude（既定：log(1 + |F|)）、phase（arg F をカラーホイールで表示し、|F| が無視できるほど小さい所は黒）、real または imaginary（0 より大きい値は赤、小さい値は青）。</translation>
    </message>
    <message>
        <source>convolve: circular (default: the DFT&apos;s wraparound) or zero (2W x 2H of zeros: a linear convolution).</source>
        <translation>convolve: circular（既定：DFT による巡回）または zero（2W x 2H にゼロを詰めた線形畳み込み）。</translation>
    </message>
    <message>
        <source>convolve: also convolve in the image domain, by the definition, and print the largest difference.</source>
        <translation>convolve: 画像領域でも定義どおりに畳み込み、最大の差を表示します。</translation>
    </message>
    <message>
        <source>subsample: first an ideal low-pass at the new Nyquist frequency, min(W, H) / (2N) spectrum pixels.</source>
        <translation>subsample: 先に新しいナイキスト周波数 min(W, H) / (2N) スペクトル画素で理想ローパスをかけます。</translation>
    </message>
    <message>
        <source>pattern, noise: the frequency as cycles per image across and down (default 16,8 for a pattern, 24,16 for noise); whole numbers put the peaks on spectrum bins.</source>
        <translation>pattern, noise: 周波数。画像あたりの横方向と縦方向のサイクル数（既定はパターンで 16,8、ノイズで 24,16）。整数にするとピークがスペクトルのビン上に乗ります。</translation>
    </message>
    <message>
        <source>noise: amplitude as a fraction of full scale, 0 to 1 (default 0.15).</source>
        <translation>noise: 振幅。フルスケールに対する割合で 0 から 1（既定 0.15）。</translation>
    </message>
    <message>
        <source>filter --output-dir, sweep: the output format&apos;s extension (default: each input&apos;s own where Passband writes it, else png; png for a sweep).</source>
        <translation>filter --output-dir, sweep: 出力形式の拡張子（既定：Passband が書き込める形式なら各入力と同じ、それ以外は png。sweep では png）。</translation>
    </message>
    <message>
        <source>filter: write what the filter removed (input minus result) instead of the result.</source>
        <translation>filter: 結果の代わりに、フィルタが除去した成分（入力 - 結果）を出力します。</translation>
    </message>
    <message>
        <source>PNG outputs: zlib level, 0 (none, fastest) to 9 (smallest, slowest); default 1.</source>
        <translation>PNG 出力: zlib の圧縮レベル。0（圧縮なし、最速）から 9（最小、最も低速）。既定 1。</translation>
    </message>
    <message>
        <source>fft1d: zero-pad to the next power of two, as the seed program did.</source>
        <translation>fft1d: 元になったプログラムと同様に、次の 2 のべき乗までゼロ詰めします。</translation>
    </message>
    <message>
        <source>filter: also print the energy kept, PSNR and mean absolute difference against the input, and each cutoff in cycles per pixel, fraction of Nyquist and period.</source>
        <translation>filter: 保持されたエネルギー、入力に対する PSNR と平均絶対差、および各遮断周波数をサイクル/画素、ナイキストに対する割合、周期で表示します。</translation>
    </message>
    <message>
        <source>Window: the lab&apos;s second image (B).</source>
        <translation>ウィンドウ: ラボの 2 枚目の画像（B）。</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>コマンドラインオプションのヘルプを表示します。</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>バージョン情報を表示します。</translation>
    </message>
    <message>
        <source>Window: once the first exact result is shown, save the window as a PNG image to FILE and quit (for documentation and checks of an installation).</source>
        <translation>ウィンドウ: 最初の正確な結果が表示されたら、ウィンドウを PNG 画像として FILE に保存して終了します（ドキュメント作成やインストールの確認用）。</translation>
    </message>
    <message>
        <source>Window: open with the filters side by side (View &gt; Filters Side by Side).</source>
        <translation>ウィンドウ: フィルタを並べて表示して開く (表示 &gt; フィルタを並べて表示)。</translation>
    </message>
    <message>
        <source>Window: play a lesson file in presentation mode, from its first step (Page Down and Page Up step through it).</source>
        <translation>ウィンドウ: レッスンファイルをプレゼンテーションモードで最初のステップから再生します（Page Down と Page Up でステップを進めたり戻したりします）。</translation>
    </message>
    <message>
        <source>High-pass radius R in spectrum pixels, 0 to 10000000: passes D &gt;= R (default 0: off).</source>
        <translation>ハイパス半径 R（スペクトル画素、0 から 10000000）：D &gt;= R を通過させます（既定 0：無効）。</translation>
    </message>
    <message>
        <source>Low-pass radius R in spectrum pixels, 0 to 10000000: passes D &lt; R (default: none).</source>
        <translation>ローパス半径 R（スペクトル画素、0 から 10000000）：D &lt; R を通過させます（既定：なし）。</translation>
    </message>
    <message>
        <source>Butterworth order n, 1 to 64 (default 2).</source>
        <translation>バターワースフィルタの次数 n（1 から 64、既定 2）。</translation>
    </message>
    <message>
        <source>A notch pair at U,V and -U,-V (spectrum pixels from the centre, V down) stopping radius R above 0, shaped gaussian (default), ideal or butterworth; repeatable, at most 64 (default: none).</source>
        <translation>U,V と -U,-V（中心からのスペクトル画素、V は下向き）に、半径 R（0 より大きい値）を阻止するノッチの対を置きます。形状は gaussian（既定）、ideal、butterworth。最大 64 個まで複数指定できます（既定：なし）。</translation>
    </message>
    <message>
        <source>High-frequency emphasis: the band becomes K1 + K2 H (0 to 100 each, not both 0; with a high-pass, 1,K2 is high-boost; default 0,1: the band as it is).</source>
        <translation>高周波強調：帯域を K1 + K2 H にします（それぞれ 0 から 100、両方 0 は不可。ハイパスと組み合わせると 1,K2 でハイブーストになります。既定 0,1：帯域のまま）。</translation>
    </message>
    <message>
        <source>Stop a wedge and its mirror: axis ANGLE degrees (0 right, 90 up; -360 to 360), full OPENING (above 0, at most 180), SOFT edge degrees (0 to 180, default 0), radius range FROM..TO (default 0 to the corner); repeatable, at most 8 wedges (default: none).</source>
        <translation>ウェッジとその鏡像を阻止します：軸の角度 ANGLE 度（0 が右、90 が上、-360 から 360）、全体の開き角 OPENING（0 より大きく 180 以下）、ぼかし幅 SOFT 度（0 から 180、既定 0）、半径の範囲 FROM..TO（既定 0 から隅まで）。最大 8 個まで複数指定できます（既定：なし）。</translation>
    </message>
    <message>
        <source>Pass a wedge and its mirror (values and defaults as --wedge); repeatable (default: none).</source>
        <translation>ウェッジとその鏡像を通過させます（値と既定は --wedge と同じ）。複数指定できます（既定：なし）。</translation>
    </message>
    <message>
        <source>Suppress horizontal or vertical stripes: a stop wedge on the spectrum&apos;s other axis, TOL degrees either side (above 0, at most 90; default 5); repeatable (default: none).</source>
        <translation>横縞または縦縞を抑制します：スペクトルのもう一方の軸に阻止ウェッジを置きます。許容角 TOL 度（両側それぞれ、0 より大きく 90 以下、既定 5）。複数指定できます（既定：なし）。</translation>
    </message>
    <message>
        <source>Homomorphic filtering: ln(1 + f), then H times (GH - GL)(1 - exp(-C D^2/D0^2)) + GL, then exp - 1 (GL, GH 0 to 100; C above 0; D0 at least 0.01; default: none).</source>
        <translation>準同型フィルタ処理：ln(1 + f) をとり、H × (GH - GL)(1 - exp(-C D^2/D0^2)) + GL を適用してから exp - 1 で戻します（GL、GH は 0 から 100、C は 0 より大きい値、D0 は 0.01 以上。既定：なし）。</translation>
    </message>
    <message>
        <source>A painted mask: a grey image the size of the input (16-bit PNG as the window saves it), 0 stopping, white passing, laid out as the spectrum shows it (default: none).</source>
        <translation>描画したマスク：入力と同じサイズのグレー画像（ウィンドウが保存する 16 ビット PNG）。0 で阻止、白で通過し、配置はスペクトルの表示と同じです（既定：なし）。</translation>
    </message>
    <message>
        <source>hybrid: also write FILE, the result at full, half, quarter and eighth size side by side: how it reads from further and further away (default: none).</source>
        <translation>hybrid: 結果を等倍、1/2、1/4、1/8 のサイズで横に並べた画像を FILE にも出力します。遠ざかるにつれてどう見えるかが分かります（既定：なし）。</translation>
    </message>
    <message>
        <source>convolve: box:N (odd N, 1 to 15), gaussian:SIGMA (above 0, at most 7/3), sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE] (odd LENGTH 1 to 15; ANGLE degrees, default 0), or a text file of rows of numbers (odd sizes up to 15x15); required.</source>
        <translation>convolve: box:N（奇数 N、1 から 15）、gaussian:SIGMA（0 より大きく 7/3 以下）、sobel-x、sobel-y、laplacian、motion:LENGTH[,ANGLE]（奇数 LENGTH、1 から 15。ANGLE は度、既定 0）、または数値を行ごとに並べたテキストファイル（奇数サイズ、最大 15x15）。必須。</translation>
    </message>
    <message>
        <source>sweep: also write every frame on one PNG, labelled with its radius (default: none).</source>
        <translation>sweep: すべてのフレームを半径のラベル付きで 1 枚の PNG（コンタクトシート）にも出力します（既定：なし）。</translation>
    </message>
    <message>
        <source>strongest: how many Fourier coefficients to keep, 1 to W x H; required.</source>
        <translation>strongest: 残すフーリエ係数の個数（1 から W x H）。必須。</translation>
    </message>
    <message>
        <source>basis: the bin, cycles across and down the image (either sign; |U| at most W/2, |V| at most H/2); required.</source>
        <translation>basis: ビン。画像の横方向と縦方向のサイクル数（正負どちらも可。|U| は W/2 以下、|V| は H/2 以下）。必須。</translation>
    </message>
    <message>
        <source>subsample: keep every Nth pixel across and down, N from 2 to 16; required.</source>
        <translation>subsample: 横と縦それぞれ N 画素ごとに 1 画素を残します。N は 2 から 16。必須。</translation>
    </message>
    <message>
        <source>pattern: width x height in pixels, 1 to 16384 each (default 512x512).</source>
        <translation>pattern: 幅 x 高さ（画素、それぞれ 1 から 16384、既定 512x512）。</translation>
    </message>
    <message>
        <source>pattern checkerboard: the squares&apos; side in pixels, 1 to 16384 (default 16).</source>
        <translation>pattern checkerboard: 升目の一辺の長さ（画素、1 から 16384、既定 16）。</translation>
    </message>
    <message>
        <source>filter: start from this preset (a .json file, or an image Passband exported); other filter options given override it (default: none).</source>
        <translation>filter: このプリセット（.json ファイル、または Passband がエクスポートした画像）から開始します。同時に指定したフィルタオプションはプリセットより優先されます（既定：なし）。</translation>
    </message>
    <message>
        <source>filter: write every input, filtered, into this directory (all the files given are inputs); required by this form of filter, which it selects.</source>
        <translation>filter: すべての入力をフィルタ処理してこのディレクトリに出力します（指定したファイルはすべて入力になります）。filter のこの形式を選ぶオプションで、この形式では必須です。</translation>
    </message>
    <message>
        <source>Window: open in a lab mode: %1.</source>
        <extracomment>%1 lists the lab&apos;s modes (&quot;mix, hybrid, ... or basis&quot;).</extracomment>
        <translation>ウィンドウ: ラボのモードで開きます: %1。</translation>
    </message>
    <message>
        <source>spectrum: how far below its peak the log magnitude is shown, black below: auto (default: 100 dB for 512x512, 10 dB more each tenfold in pixels), full (minimum to maximum) or a number of dB above 0.</source>
        <translation>spectrum: 対数振幅をピークからどこまで下まで表示するか（それより下は黒）: auto（既定: 512x512 で 100 dB、画素数が 10 倍になるごとに 10 dB 増）、full（最小から最大）、または 0 より大きい dB の数。</translation>
    </message>
    <message>
        <source>Window: open in presentation mode, full screen (View &gt; Presentation Mode, F5).</source>
        <translation>ウィンドウ: プレゼンテーションモードで全画面で開きます（表示 &gt; プレゼンテーションモード、F5）。</translation>
    </message>
    <message>
        <source>filter --output-dir: filter every input again, even where its output is up to date (newer than the input, the preset and the mask, and recording the same filter; by default such outputs are skipped).</source>
        <translation>filter --output-dir: 出力が最新（入力・プリセット・マスクより新しく、同じフィルタで作られている）でも、すべての入力を再びフィルタします（既定ではそのような出力はスキップします）。</translation>
    </message>
    <message>
        <source>filter --output-dir: print one JSON object per input on a line of its own (input, output, status, seconds, settings) instead of the progress lines (the default).</source>
        <translation>filter --output-dir: 進捗行の代わりに、入力ごとに 1 行の JSON オブジェクト（input、output、status、seconds、settings）を出力します（既定は進捗行）。</translation>
    </message>
    <message>
        <source>filter: also write the filter as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (default: none).</source>
        <translation>filter: フィルタを Python スクリプト（NumPy、ファイルには Pillow と imageio）としても書き出します。入力から同じ出力を書きます: python3 FILE INPUT OUTPUT（既定: なし）。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A figure is written as .png or .pdf, not &apos;%1&apos;.</source>
        <translation>図は .png または .pdf で保存します（&apos;%1&apos; は使えません）。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>drawing failed</source>
        <translation>描画に失敗しました</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> cycles</source>
        <translation> サイクル</translation>
    </message>
    <message>
        <source>Cycles per image; whole numbers put the peaks exactly on spectrum pixels</source>
        <translation>画像あたりのサイクル数。整数にするとピークがちょうどスペクトル画素上に乗ります</translation>
    </message>
</context>
<context>
    <name>passband::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>The impulse response and radial spectrum are the filter&apos;s: turn the lab off to see them (the Lab dock&apos;s readout describes its result).</source>
        <translation>インパルス応答と動径スペクトルはフィルタのものです。表示するにはラボをオフにしてください (ラボのドックの表示がその結果を説明します)。</translation>
    </message>
    <message>
        <source>The panes side by side are filters of different shapes, each said in its title: the impulse response and radial spectrum are of one filter, the Filter panel&apos;s, shown when you go back to its panes.</source>
        <translation>並べて表示したペインは形の異なるフィルターで、それぞれタイトルに示されています。インパルス応答と放射スペクトルは一つのフィルター（フィルターパネルのもの）のもので、そのペインに戻ると表示されます。</translation>
    </message>
</context>
<context>
    <name>passband::CircleTool</name>
    <message>
        <source>High-pass</source>
        <translation>ハイパス</translation>
    </message>
    <message>
        <source>Low-pass</source>
        <translation>ローパス</translation>
    </message>
    <message>
        <source>%1 %2
Drag to change it; Shift: whole pixels</source>
        <translation>%1 %2
ドラッグで変更（Shift：整数画素単位）</translation>
    </message>
    <message>
        <source>Drag High-pass Circle</source>
        <translation>ハイパスの円をドラッグ</translation>
    </message>
    <message>
        <source>Drag Low-pass Circle</source>
        <translation>ローパスの円をドラッグ</translation>
    </message>
</context>
<context>
    <name>passband::ControlPanel</name>
    <message>
        <source>&amp;High-pass radius</source>
        <translation>ハイパス半径(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Low-pass radius</source>
        <translation>ローパス半径(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>次数(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Taper:</source>
        <translation>テーパー(&amp;T):</translation>
    </message>
    <message>
        <source>Show what the filter re&amp;moved</source>
        <translation>フィルタで除去された成分を表示(&amp;M)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Pass frequencies at or beyond this radius: edges and fine detail</source>
        <translation>この半径以上の周波数を通過させます：エッジや細部</translation>
    </message>
    <message>
        <source>Pass frequencies below this radius: smooth shapes</source>
        <translation>この半径未満の周波数を通過させます：滑らかな形状</translation>
    </message>
    <message>
        <source>High-pass radius</source>
        <translation>ハイパス半径</translation>
    </message>
    <message>
        <source>High-pass radius in spectrum pixels</source>
        <translation>ハイパス半径（スペクトル画素）</translation>
    </message>
    <message>
        <source>Low-pass radius</source>
        <translation>ローパス半径</translation>
    </message>
    <message>
        <source>Low-pass radius in spectrum pixels</source>
        <translation>ローパス半径（スペクトル画素）</translation>
    </message>
    <message>
        <source>A logarithmic scale: fine steps at the small radii where most of an image&apos;s energy lies; the box beside it takes exact values</source>
        <translation>対数スケール：画像のエネルギーの大部分が集まる小さな半径ほど細かく刻みます。横のボックスには正確な値を入力できます</translation>
    </message>
    <message>
        <source>Notch pairs</source>
        <translation>ノッチの対</translation>
    </message>
    <message>
        <source>Notch radius</source>
        <translation>ノッチの半径</translation>
    </message>
    <message>
        <source>Notch shape</source>
        <translation>ノッチの形状</translation>
    </message>
    <message>
        <source>Radius (spectrum pixels from the centre)</source>
        <translation>半径（中心からのスペクトル画素）</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>ガウス</translation>
    </message>
    <message>
        <source>Butterworth</source>
        <translation>バターワース</translation>
    </message>
    <message>
        <source>Ideal cuts sharply and rings; Gaussian and Butterworth roll off smoothly</source>
        <translation>理想は急峻に遮断してリンギングを生じます。ガウスとバターワースは滑らかに減衰します</translation>
    </message>
    <message>
        <source>Butterworth order: higher is sharper</source>
        <translation>バターワースの次数：大きいほど急峻になります</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Clamp</source>
        <translation>クランプ</translation>
    </message>
    <message>
        <source>Normalize</source>
        <translation>正規化</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>振幅</translation>
    </message>
    <message>
        <source>None (real values)</source>
        <translation>なし（実数値）</translation>
    </message>
    <message>
        <source>How the filtered values become pixels: auto is magnitude with a high-pass, else clamp; none keeps the real values, negatives included (float data only; export them as TIFF, FITS or PFM)</source>
        <translation>フィルタ後の値を画素値にする方法：自動はハイパスがあれば振幅、なければクランプです。なしは負の値も含めて実数値をそのまま保持します（浮動小数点データのみ。TIFF、FITS、PFM でエクスポートしてください）</translation>
    </message>
    <message>
        <source>Shape and output</source>
        <translation>形状と出力</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>形状(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>出力(&amp;O):</translation>
    </message>
    <message>
        <source>None (periodic)</source>
        <translation>なし（周期的）</translation>
    </message>
    <message>
        <source>Periodic + smooth</source>
        <translation>周期 + 平滑</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>鏡像</translation>
    </message>
    <message>
        <source>Hann window</source>
        <translation>ハン窓</translation>
    </message>
    <message>
        <source>Tukey window</source>
        <translation>テューキー窓</translation>
    </message>
    <message>
        <source>The DFT wraps the image around, so borders that differ make a bright cross through the spectrum&apos;s centre. Periodic + smooth (Moisan) filters the part of the image whose borders join up and adds the smooth rest back; mirror filters the image with its mirror images; a window fades the borders to the mean</source>
        <translation>DFT は画像を周期的につながったものとして扱うため、上下・左右の端が食い違うと、スペクトルの中心を通る明るい十字が現れます。周期 + 平滑（Moisan）は端がつながる成分だけをフィルタ処理し、残りの滑らかな成分を加え戻します。鏡像は画像をその鏡像と合わせてフィルタ処理します。窓関数は端を平均値に向けてフェードさせます</translation>
    </message>
    <message>
        <source>The share of each side the Tukey window fades (1 is the Hann window)</source>
        <translation>テューキー窓が各辺でフェードさせる割合（1 でハン窓と同じ）</translation>
    </message>
    <message>
        <source>&amp;Edges:</source>
        <translation>端の処理(&amp;E):</translation>
    </message>
    <message>
        <source>Show the input minus the result in the result pane: what the filter took out</source>
        <translation>結果ペインに「入力 - 結果」、つまりフィルタが取り除いた成分を表示します</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Energy kept: the share of the spectrum&apos;s power the filter passes. PSNR and mean absolute difference: the result against the original, in output levels. Each cutoff radius also in cycles per pixel, as a fraction of Nyquist (0.5 cycles per pixel) and as the period it corresponds to</source>
        <translation>保持されたエネルギー：スペクトルのパワーのうちフィルタが通過させる割合。PSNR と平均絶対差：元画像に対する結果の比較（出力レベル単位）。各遮断半径は、サイクル/画素、ナイキスト（0.5 サイクル/画素）に対する割合、対応する周期でも表示します</translation>
    </message>
    <message>
        <source>Notches (double-click a peak in the spectrum)</source>
        <translation>ノッチ（スペクトルのピークをダブルクリック）</translation>
    </message>
    <message>
        <source>Each notch stops a small disc of frequencies and its mirror image through the centre: periodic noise shows as such a pair of bright peaks. Drag a notch in the spectrum to move it; right-click it or press Delete here to remove it</source>
        <translation>各ノッチは、周波数の小さな円形領域と、中心に対するその鏡像を阻止します。周期ノイズはこのような明るいピークの対として現れます。スペクトル上でノッチをドラッグすると移動でき、右クリックするか、ここで Delete キーを押すと削除できます</translation>
    </message>
    <message>
        <source>Rad&amp;ius:</source>
        <translation>半径(&amp;I):</translation>
    </message>
    <message>
        <source>Clear Mask</source>
        <translation>マスクをクリア</translation>
    </message>
    <message>
        <source>Invert Mask</source>
        <translation>マスクを反転</translation>
    </message>
    <message>
        <source>Remove Notch</source>
        <translation>ノッチを削除</translation>
    </message>
    <message>
        <source>Clear Notches</source>
        <translation>ノッチをすべて削除</translation>
    </message>
    <message>
        <source>Radii 0 to %1 px, the spectrum&apos;s corner, on logarithmic sliders; the boxes take exact values. Drag the circles in the spectrum too.</source>
        <translation>半径は 0 からスペクトルの隅の %1 px まで、対数スライダーで設定します。ボックスには正確な値を入力できます。スペクトル上の円をドラッグしても変更できます。</translation>
    </message>
    <message>
        <source>(%1, %2) and (%3, %4), radius %5, %6</source>
        <translation>(%1, %2) と (%3, %4)、半径 %5、%6</translation>
    </message>
    <message>
        <source>Change Notch</source>
        <translation>ノッチを変更</translation>
    </message>
    <message>
        <source>infinite</source>
        <translation>無限大</translation>
    </message>
    <message>
        <source>%1 dB</source>
        <translation>%1 dB</translation>
    </message>
    <message>
        <source>Energy kept %1%</source>
        <translation>保持されたエネルギー %1%</translation>
    </message>
    <message>
        <source>PSNR %1, mean absolute difference %2</source>
        <translation>PSNR %1、平均絶対差 %2</translation>
    </message>
    <message>
        <source>High-pass %1</source>
        <translation>ハイパス %1</translation>
    </message>
    <message>
        <source>Low-pass %1</source>
        <translation>ローパス %1</translation>
    </message>
    <message>
        <source>Filters side by side: each pane has its own shape and order, above it</source>
        <translation>フィルタを並べた表示: 各ペインの上にそれぞれの形と次数があります</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>The selected notch&apos;s centre, cycles across (its mirror is at -U, -V); Add puts a new pair here</source>
        <translation>選択したノッチの中心、横方向の周期数（鏡像は -U, -V）。「追加」でここに新しい組を置きます</translation>
    </message>
    <message>
        <source>The selected notch&apos;s centre, cycles down (its mirror is at -U, -V); Add puts a new pair here</source>
        <translation>選択したノッチの中心、縦方向の周期数（鏡像は -U, -V）。「追加」でここに新しい組を置きます</translation>
    </message>
    <message>
        <source>Add a notch pair at U, V and its mirror, with the radius and shape shown</source>
        <translation>U, V とその鏡像にノッチの組を、表示中の半径と形で追加します</translation>
    </message>
    <message>
        <source>&amp;U:</source>
        <translation>&amp;U:</translation>
    </message>
    <message>
        <source>&amp;V:</source>
        <translation>&amp;V:</translation>
    </message>
    <message>
        <source>Add Notch</source>
        <translation>ノッチを追加</translation>
    </message>
</context>
<context>
    <name>passband::Engine</name>
    <message>
        <source>Preparing kernels for %1x%2 (once per size on this device)</source>
        <translation>%1x%2 用のカーネルを準備中（このデバイスではサイズごとに 1 回のみ）</translation>
    </message>
    <message>
        <source>Preparing the transforms for %1x%2</source>
        <translation>%1x%2 用の変換を準備中</translation>
    </message>
    <message>
        <source>; now using %1</source>
        <translation>。%1 に切り替えます</translation>
    </message>
    <message>
        <source>; no OpenCL device can do the work</source>
        <translation>。処理できる OpenCL デバイスがありません</translation>
    </message>
    <message>
        <source>No OpenCL device can do the work.</source>
        <translation>処理できる OpenCL デバイスがありません。</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 を読み込み中</translation>
    </message>
    <message>
        <source>No OpenCL device is available, so the image cannot be filtered.</source>
        <translation>利用できる OpenCL デバイスがないため、画像をフィルタ処理できません。</translation>
    </message>
    <message>
        <source>Computing the spectrum of a %1 image</source>
        <translation>%1 の画像のスペクトルを計算中</translation>
    </message>
    <message>
        <source>Exact updates while dragging, no previews. %1</source>
        <translation>ドラッグ中は正確な結果のみ（プレビューなし）。%1</translation>
    </message>
    <message>
        <source>The spectrum is shown at the pane&apos;s size only. %1</source>
        <translation>スペクトルはペインの大きさでのみ表示されます。%1</translation>
    </message>
</context>
<context>
    <name>passband::ExportActions</name>
    <message>
        <source>Export Spectrum Image</source>
        <translation>スペクトル画像をエクスポート</translation>
    </message>
    <message>
        <source>Export Filtered Image</source>
        <translation>フィルタ後の画像をエクスポート</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Exported %1%2</source>
        <translation>エクスポートしました：%1%2</translation>
    </message>
    <message>
        <source>Load Preset</source>
        <translation>プリセットを読み込む</translation>
    </message>
    <message>
        <source>Passband presets and exported images (*.json *.png *.pgm *.ppm);;All files (*)</source>
        <translation>Passband のプリセットとエクスポートした画像 (*.json *.png *.pgm *.ppm);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <source>Passband preset (*.json)</source>
        <translation>Passband のプリセット (*.json)</translation>
    </message>
    <message>
        <source>Loaded the preset of %1</source>
        <translation>%1 のプリセットを読み込みました</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>プリセットを読み込めません</translation>
    </message>
    <message>
        <source>Saved the preset as %1</source>
        <translation>プリセットを %1 として保存しました</translation>
    </message>
    <message>
        <source>Cannot save the preset</source>
        <translation>プリセットを保存できません</translation>
    </message>
    <message>
        <source>Export Shown Image</source>
        <translation>表示中の画像をエクスポート</translation>
    </message>
    <message>
        <source>An export is still being written; wait for it or cancel it first.</source>
        <translation>エクスポートを書き込み中です。完了を待つか、先にキャンセルしてください。</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 をエクスポート中</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not written</source>
        <translation>キャンセルしました: %1 は書き込まれていません</translation>
    </message>
    <message>
        <source>Export Filter as Python Script</source>
        <translation>フィルタを Python スクリプトとして書き出す</translation>
    </message>
    <message>
        <source>Python script (*.py)</source>
        <translation>Python スクリプト (*.py)</translation>
    </message>
    <message>
        <source>Saved the filter as a Python script: python3 %1 INPUT OUTPUT</source>
        <translation>フィルタを Python スクリプトとして保存しました: python3 %1 INPUT OUTPUT</translation>
    </message>
    <message>
        <source>Cannot save the Python script</source>
        <translation>Python スクリプトを保存できません</translation>
    </message>
</context>
<context>
    <name>passband::FilterModel</name>
    <message>
        <source>High-pass On</source>
        <translation>ハイパスをオン</translation>
    </message>
    <message>
        <source>High-pass Off</source>
        <translation>ハイパスをオフ</translation>
    </message>
    <message>
        <source>High-pass Radius</source>
        <translation>ハイパス半径</translation>
    </message>
    <message>
        <source>Low-pass On</source>
        <translation>ローパスをオン</translation>
    </message>
    <message>
        <source>Low-pass Off</source>
        <translation>ローパスをオフ</translation>
    </message>
    <message>
        <source>Low-pass Radius</source>
        <translation>ローパス半径</translation>
    </message>
    <message>
        <source>Filter Shape</source>
        <translation>フィルタの形状</translation>
    </message>
    <message>
        <source>Butterworth Order</source>
        <translation>バターワースの次数</translation>
    </message>
    <message>
        <source>Output Mapping</source>
        <translation>出力のマッピング</translation>
    </message>
    <message>
        <source>Window Taper</source>
        <translation>窓関数のテーパー</translation>
    </message>
    <message>
        <source>Edge Handling</source>
        <translation>端の処理</translation>
    </message>
    <message>
        <source>Notches</source>
        <translation>ノッチ</translation>
    </message>
    <message>
        <source>Band-reject On</source>
        <translation>バンドストップをオン</translation>
    </message>
    <message>
        <source>Band-reject Off</source>
        <translation>バンドストップをオフ</translation>
    </message>
    <message>
        <source>Emphasis</source>
        <translation>強調</translation>
    </message>
    <message>
        <source>Isotropic Radius</source>
        <translation>等方的な半径</translation>
    </message>
    <message>
        <source>Homomorphic</source>
        <translation>準同型フィルタ</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>ウェッジ</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>マスク</translation>
    </message>
    <message>
        <source>Filter Settings</source>
        <translation>フィルタの設定</translation>
    </message>
</context>
<context>
    <name>passband::FilterPanes</name>
    <message>
        <source>Original</source>
        <translation>元画像</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred)</source>
        <translation>スペクトル（対数振幅、中心化）</translation>
    </message>
    <message>
        <source>Filtered</source>
        <translation>フィルタ後</translation>
    </message>
    <message>
        <source>Computing the spectrum...</source>
        <translation>スペクトルを計算中...</translation>
    </message>
    <message>
        <source>Computing the filtered image...</source>
        <translation>フィルタ後の画像を計算中...</translation>
    </message>
    <message>
        <source>Filtered (computing...)</source>
        <translation>フィルタ後（計算中...）</translation>
    </message>
    <message>
        <source>Removed by the filter (input minus result)</source>
        <translation>フィルタで除去された成分（入力 - 結果）</translation>
    </message>
    <message>
        <source>%1 - auto contrast</source>
        <translation>%1 - 自動コントラスト</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (プレビュー)</translation>
    </message>
    <message>
        <source>Spectrum (phase on a colour wheel, centred; black where |F| is negligible)</source>
        <translation>スペクトル（位相をカラーホイールで表示、中心化。|F| が無視できるほど小さい所は黒）</translation>
    </message>
    <message>
        <source>Spectrum (real part, centred: red above 0, blue below, log scale)</source>
        <translation>スペクトル（実部、中心化。0 より大きい値は赤、小さい値は青、対数スケール）</translation>
    </message>
    <message>
        <source>Spectrum (imaginary part, centred: red above 0, blue below, log scale)</source>
        <translation>スペクトル（虚部、中心化。0 より大きい値は赤、小さい値は青、対数スケール）</translation>
    </message>
    <message>
        <source>Original (release \ for the result)</source>
        <translation>元画像（\ キーを離すと結果を表示）</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>スペクトル</translation>
    </message>
    <message>
        <source>Spectrum: phase</source>
        <translation>スペクトル: 位相</translation>
    </message>
    <message>
        <source>Spectrum: real part</source>
        <translation>スペクトル: 実部</translation>
    </message>
    <message>
        <source>Spectrum: imaginary part</source>
        <translation>スペクトル: 虚部</translation>
    </message>
    <message>
        <source>Original — ● camera on</source>
        <translation>元画像 — ● カメラ使用中</translation>
    </message>
    <message>
        <source>Original — video</source>
        <translation>元画像 — 動画</translation>
    </message>
    <message>
        <source>Original ●</source>
        <translation>元画像 ●</translation>
    </message>
    <message>
        <source> — the band is empty: low-pass %1 is inside high-pass %2</source>
        <translation> — 帯域が空です: ローパス %1 がハイパス %2 の内側にあります</translation>
    </message>
    <message>
        <source> — little passes: low-pass %1 is inside high-pass %2</source>
        <translation> — ほとんど通りません: ローパス %1 がハイパス %2 の内側にあります</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred, %1)</source>
        <translation>スペクトル（対数振幅、中央寄せ、%1）</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred, %1; edges: %2)</source>
        <translation>スペクトル（対数振幅、中央寄せ、%1、端: %2）</translation>
    </message>
    <message>
        <source>%1 - at the pane&apos;s size only: not enough memory for it whole</source>
        <translation>%1 - ペインの大きさのみ: 全体を置くメモリが不足</translation>
    </message>
    <message>
        <source>Spectrum (pane&apos;s size only)</source>
        <translation>スペクトル（ペインの大きさのみ）</translation>
    </message>
</context>
<context>
    <name>passband::HoverReadout</name>
    <message>
        <source>period %1 px</source>
        <translation>周期 %1 px</translation>
    </message>
    <message>
        <source>DC (mean)</source>
        <translation>DC（平均）</translation>
    </message>
</context>
<context>
    <name>passband::ImageBar</name>
    <message>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>The page of this multi-page file that is shown and filtered</source>
        <translation>このマルチページファイルで表示・フィルタ処理するページ</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>ページ </translation>
    </message>
    <message>
        <source>Display black</source>
        <translation>表示の黒レベル</translation>
    </message>
    <message>
        <source>Display white</source>
        <translation>表示の白レベル</translation>
    </message>
    <message>
        <source>The value shown black: lower values are black too (the data keeps them)</source>
        <translation>黒で表示する値：これより小さい値も黒になります（データには保持されます）</translation>
    </message>
    <message>
        <source>The value shown white: higher values are white too (the data keeps them)</source>
        <translation>白で表示する値：これより大きい値も白になります（データには保持されます）</translation>
    </message>
    <message>
        <source>Full range</source>
        <translation>全範囲</translation>
    </message>
    <message>
        <source>Show the original&apos;s whole range, its lowest value black and highest white</source>
        <translation>元画像の全範囲を、最小値を黒、最大値を白として表示します</translation>
    </message>
    <message>
        <source>Stretch</source>
        <translation>ストレッチ</translation>
    </message>
    <message>
        <source>Show the original&apos;s 0.5th to 99.5th percentile: a few extreme values no longer leave the rest grey</source>
        <translation>元画像の 0.5 から 99.5 パーセンタイルを表示します：少数の極端な値のせいで他の部分がグレーになることを防ぎます</translation>
    </message>
    <message>
        <source>Display range </source>
        <translation>表示範囲 </translation>
    </message>
    <message>
        <source> to </source>
        <translation> ～ </translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
</context>
<context>
    <name>passband::ImpulseView</name>
    <message>
        <source>The filter&apos;s impulse response h, the inverse DFT of H, around its centre: what the filter spreads one bright pixel into. Its ripples are the ringing that sharp cutoffs cause. Below: h along the centre row</source>
        <translation>フィルタのインパルス応答 h（H の逆 DFT）の中心付近：フィルタが 1 つの明るい画素をどのように広げるかを示します。その波紋は、急峻な遮断が引き起こすリンギングです。下：中央の行に沿った h</translation>
    </message>
    <message>
        <source>Impulse response</source>
        <translation>インパルス応答</translation>
    </message>
    <message>
        <source>h(x, 0), %1 px across</source>
        <translation>h(x, 0)、幅 %1 px</translation>
    </message>
</context>
<context>
    <name>passband::LabModel</name>
    <message>
        <source>Lab Mode</source>
        <translation>ラボのモード</translation>
    </message>
    <message>
        <source>Magnitude from A to B</source>
        <translation>振幅 A から B へ</translation>
    </message>
    <message>
        <source>Phase from A to B</source>
        <translation>位相 A から B へ</translation>
    </message>
    <message>
        <source>Phase Only</source>
        <translation>位相のみ</translation>
    </message>
    <message>
        <source>Magnitude Only</source>
        <translation>振幅のみ</translation>
    </message>
    <message>
        <source>Hybrid Low-pass</source>
        <translation>ハイブリッドのローパス</translation>
    </message>
    <message>
        <source>Hybrid High-pass</source>
        <translation>ハイブリッドのハイパス</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <source>Convolution View</source>
        <translation>畳み込みの表示</translation>
    </message>
    <message>
        <source>Sampling Factor</source>
        <translation>サンプリング係数</translation>
    </message>
    <message>
        <source>Anti-aliasing</source>
        <translation>アンチエイリアシング</translation>
    </message>
    <message>
        <source>Strongest Coefficients</source>
        <translation>最も強い係数</translation>
    </message>
    <message>
        <source>Basis Image</source>
        <translation>基底画像</translation>
    </message>
    <message>
        <source>Basis Bin</source>
        <translation>基底のビン</translation>
    </message>
    <message>
        <source>Lab Settings</source>
        <translation>ラボの設定</translation>
    </message>
</context>
<context>
    <name>passband::LabPanel</name>
    <message>
        <source>No second image</source>
        <translation>2 枚目の画像なし</translation>
    </message>
    <message>
        <source>Open B...</source>
        <translation>B を開く...</translation>
    </message>
    <message>
        <source>Off: the filter</source>
        <translation>オフ（フィルタ）</translation>
    </message>
    <message>
        <source>Magnitude and phase of two images</source>
        <translation>2 枚の画像の振幅と位相</translation>
    </message>
    <message>
        <source>Hybrid image of two images</source>
        <translation>2 枚の画像によるハイブリッド画像</translation>
    </message>
    <message>
        <source>Convolution theorem and padding</source>
        <translation>畳み込み定理とパディング</translation>
    </message>
    <message>
        <source>Sampling and aliasing</source>
        <translation>サンプリングとエイリアシング</translation>
    </message>
    <message>
        <source>Basis images and building an image</source>
        <translation>基底画像と画像の再構成</translation>
    </message>
    <message>
        <source>What the middle and right panes show; Off returns to the filter</source>
        <translation>中央と右のペインに表示する内容。オフにするとフィルタの表示に戻ります</translation>
    </message>
    <message>
        <source>The second image, B (it is resized to the first if its size differs); or drop an image on the lab&apos;s panes</source>
        <translation>2 枚目の画像 B（サイズが異なる場合は 1 枚目に合わせて拡大縮小されます）。ラボのペインに画像をドロップしても指定できます</translation>
    </message>
    <message>
        <source>The panes show the filter. Choose a mode to turn the middle and right panes into a Fourier lab demonstration.</source>
        <translation>ペインにはフィルタが表示されています。モードを選ぶと、中央と右のペインがフーリエラボのデモになります。</translation>
    </message>
    <message>
        <source>|F| = (1 - w)|F_A| + w|F_B|: left is A&apos;s magnitude, right B&apos;s</source>
        <translation>|F| = (1 - w)|F_A| + w|F_B|：左端は A の振幅、右端は B の振幅</translation>
    </message>
    <message>
        <source>The phase of (1 - w) F_A/|F_A| + w F_B/|F_B|: left is A&apos;s phase, right B&apos;s</source>
        <translation>(1 - w) F_A/|F_A| + w F_B/|F_B| の位相：左端は A の位相、右端は B の位相</translation>
    </message>
    <message>
        <source>|F| = 1 (phase only)</source>
        <translation>|F| = 1（位相のみ）</translation>
    </message>
    <message>
        <source>Phase 0 (magnitude only)</source>
        <translation>位相 0（振幅のみ）</translation>
    </message>
    <message>
        <source>Swap: |A| with the phase of B</source>
        <translation>入れ替え：|A| と B の位相</translation>
    </message>
    <message>
        <source>A&apos;s magnitude with B&apos;s phase, then B&apos;s magnitude with A&apos;s phase</source>
        <translation>A の振幅と B の位相、続いて B の振幅と A の位相</translation>
    </message>
    <message>
        <source>Magnitude A - B</source>
        <translation>振幅 A - B</translation>
    </message>
    <message>
        <source>Phase A - B</source>
        <translation>位相 A - B</translation>
    </message>
    <message>
        <source>Swap: |B| with the phase of A</source>
        <translation>入れ替え：|B| と A の位相</translation>
    </message>
    <message>
        <source>A through a Gaussian low-pass of this radius: what reads from afar</source>
        <translation>A にこの半径のガウスローパスをかけます：遠くから見て分かる成分</translation>
    </message>
    <message>
        <source>B through a Gaussian high-pass of this radius: what reads up close</source>
        <translation>B にこの半径のガウスハイパスをかけます：近くで見て分かる成分</translation>
    </message>
    <message>
        <source>A low-pass</source>
        <translation>A ローパス</translation>
    </message>
    <message>
        <source>B high-pass</source>
        <translation>B ハイパス</translation>
    </message>
    <message>
        <source>Custom (edit the table)</source>
        <translation>カスタム（表を編集）</translation>
    </message>
    <message>
        <source>A custom kernel&apos;s width and height (odd, up to %1)</source>
        <translation>カスタムカーネルの幅と高さ（奇数、最大 %1）</translation>
    </message>
    <message>
        <source>The kernel&apos;s values; its centre is the middle cell. Editing makes it a custom kernel.</source>
        <translation>カーネルの値。中心は真ん中のセルです。編集するとカスタムカーネルになります。</translation>
    </message>
    <message>
        <source>Circular (the image wraps around)</source>
        <translation>巡回（画像が周期的につながる）</translation>
    </message>
    <message>
        <source>Zero padding to 2W x 2H</source>
        <translation>2W x 2H へのゼロパディング</translation>
    </message>
    <message>
        <source>In the frequency domain</source>
        <translation>周波数領域で計算</translation>
    </message>
    <message>
        <source>By its definition (spatial)</source>
        <translation>定義どおり（空間領域）</translation>
    </message>
    <message>
        <source>Their difference</source>
        <translation>両者の差</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Keep one pixel in N across and down</source>
        <translation>横と縦それぞれ N 画素ごとに 1 画素を残します</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>間引き率</translation>
    </message>
    <message>
        <source>The basis image of a bin (click one on the spectrum)</source>
        <translation>ビンの基底画像（スペクトル上でビンをクリック）</translation>
    </message>
    <message>
        <source>The image from its N strongest coefficients</source>
        <translation>最も強い N 個の係数による画像</translation>
    </message>
    <message>
        <source>N, on a logarithmic scale from 1 to every coefficient</source>
        <translation>N（対数スケールで 1 からすべての係数まで）</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The kernel&apos;s cell in row %1, column %2 is not a number.</source>
        <translation>カーネルの %1 行 %2 列のセルが数値ではありません。</translation>
    </message>
    <message>
        <source>The kernel cannot be used: %1.</source>
        <translation>このカーネルは使用できません：%1。</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Nothing: frequencies above the new Nyquist fold back</source>
        <translation>なし: 新しいナイキスト周波数を超える周波数は折り返す</translation>
    </message>
    <message>
        <source>An ideal low-pass at the new Nyquist frequency</source>
        <translation>新しいナイキスト周波数での理想ローパス</translation>
    </message>
    <message>
        <source>The current filter (the Filter panel&apos;s result)</source>
        <translation>現在のフィルタ (フィルタパネルの結果)</translation>
    </message>
    <message>
        <source>Anti-aliasing: what is done to the image before one pixel in N is kept (the ideal low-pass is passband subsample --antialias&apos;s)</source>
        <translation>アンチエイリアシング: N 画素ごとに 1 画素を残す前に画像に行う処理 (理想ローパスは passband subsample --antialias と同じ)</translation>
    </message>
    <message>
        <source>First</source>
        <translation>先に</translation>
    </message>
    <message>
        <source>A grating above the new Nyquist frequency shows aliasing best: File &gt; New Test Pattern, a grating of 40 cycles across 256 pixels, kept 1 in 4, shows 24.</source>
        <translation>新しいナイキスト周波数を超える縞模様がエイリアシングを最もよく示します: ファイル &gt; 新しいテストパターン で 256 画素に 40 周期の縞模様を作り、4 画素ごとに 1 画素を残すと 24 周期に見えます。</translation>
    </message>
    <message>
        <source>One bin&apos;s basis image</source>
        <translation>1 ビンの基底画像</translation>
    </message>
    <message>
        <source>The N strongest coefficients</source>
        <translation>最も強い N 個の係数</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>ラボ</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>ミックス</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>ハイブリッド</translation>
    </message>
    <message>
        <source>Convolution</source>
        <translation>畳み込み</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>基底</translation>
    </message>
    <message>
        <source>Swap Magnitude and Phase</source>
        <translation>振幅と位相の入れ替え</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Ideal low-pass</source>
        <translation>理想ローパス</translation>
    </message>
    <message>
        <source>The current filter</source>
        <translation>現在のフィルタ</translation>
    </message>
    <message>
        <source>%1, shown as this mode uses it</source>
        <translation>%1(このモードで使われる形で表示)</translation>
    </message>
</context>
<context>
    <name>passband::LabSession</name>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 を開けません</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Basis Bin</source>
        <translation>基底のビン</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>計算中...</translation>
    </message>
    <message>
        <source>Open an image first.</source>
        <translation>先に画像を開いてください。</translation>
    </message>
    <message>
        <source>Opening the second image (B)...</source>
        <translation>2 枚目の画像（B）を開いています...</translation>
    </message>
    <message>
        <source>This mode works on two images: open a second one (B) with Open B... or drop it here.</source>
        <translation>このモードでは 2 枚の画像を使います。「B を開く...」で 2 枚目の画像（B）を開くか、ここにドロップしてください。</translation>
    </message>
    <message>
        <source>Open a second image (B)</source>
        <translation>2 枚目の画像（B）を開く</translation>
    </message>
    <message>
        <source>Waiting for the filtered image...</source>
        <translation>フィルタ後の画像を待っています...</translation>
    </message>
    <message>
        <source>Lab: shown %1 ms after the request</source>
        <translation>ラボ: 要求から %1 ms 後に表示</translation>
    </message>
    <message>
        <source>Lab: preview from one pixel in every %1x%2, shown %3 ms after the request</source>
        <translation>ラボ: %1x%2 ごとに 1 画素からのプレビュー、要求から %3 ms 後に表示</translation>
    </message>
    <message>
        <source>This mode works on the filtered image: turn off View &gt; Show What the Filter Removed.</source>
        <translation>このモードはフィルター後の画像を使います。表示 &gt; フィルタで除去された成分を表示 をオフにしてください。</translation>
    </message>
</context>
<context>
    <name>passband::LabView</name>
    <message>
        <source>Lab</source>
        <translation>ラボ</translation>
    </message>
    <message>
        <source>Lab result</source>
        <translation>ラボの結果</translation>
    </message>
    <message>
        <source>%1: spectrum</source>
        <translation>%1: スペクトル</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (プレビュー)</translation>
    </message>
    <message>
        <source>%1 (computing...)</source>
        <translation>%1（計算中...）</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>スペクトル</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>passband::LessonPlayer</name>
    <message>
        <source>Predict: what will the image look like?</source>
        <translation>予想: 画像はどう見えるでしょうか？</translation>
    </message>
    <message>
        <source>Predict: what will the spectrum look like?</source>
        <translation>予想: スペクトルはどう見えるでしょうか？</translation>
    </message>
    <message>
        <source>Predict: what will the result look like?</source>
        <translation>予想: 結果はどう見えるでしょうか？</translation>
    </message>
    <message>
        <source>&amp;Open Lesson...</source>
        <translation>レッスンを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Bundled Lessons</source>
        <translation>同梱のレッスン(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Add Current State as Step...</source>
        <translation>現在の状態をステップとして追加(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Close Lesson</source>
        <translation>レッスンを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — ステップ %2 / %3</translation>
    </message>
    <message>
        <source> (Page Down reveals)</source>
        <translation>（Page Down で表示）</translation>
    </message>
    <message>
        <source>Choose a lesson file to add the step to (a bundled lesson cannot be changed)</source>
        <translation>ステップを追加するレッスンファイルを選んでください（同梱のレッスンは変更できません）</translation>
    </message>
    <message>
        <source>Added a step to %1</source>
        <translation>%1 にステップを追加しました</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>レッスンを開く</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>レッスン (*.json)</translation>
    </message>
    <message>
        <source>Add Step to Lesson</source>
        <translation>レッスンにステップを追加</translation>
    </message>
    <message>
        <source>The lesson uses the camera</source>
        <translation>このレッスンはカメラを使います</translation>
    </message>
    <message>
        <source>%1 turns the camera on at step %2. Allow it?</source>
        <translation>%1 はステップ %2 でカメラをオンにします。許可しますか?</translation>
    </message>
    <message>
        <source>Appends the image, the filter or lab mode and the panes on show to the lesson file open or last added to, with a caption, a pane to predict and its answer</source>
        <translation>画像、フィルタまたはラボのモード、表示中のペインを、開いている、または最後に追加したレッスンファイルに、キャプション、予想させるペインとその答えとともに追加します</translation>
    </message>
    <message>
        <source>Add Current State to &amp;Another Lesson File...</source>
        <translation>現在の状態を別のレッスンファイルに追加(&amp;A)...</translation>
    </message>
    <message>
        <source>The pane to predict, %1, is not on show</source>
        <translation>予想させるペイン %1 は表示されていません</translation>
    </message>
</context>
<context>
    <name>passband::LessonSession</name>
    <message>
        <source>%1: step %2: cannot open %3: %4</source>
        <translation>%1: ステップ %2: %3 を開けません: %4</translation>
    </message>
    <message>
        <source>%1: step %2: the camera is not allowed for this lesson</source>
        <translation>%1: ステップ %2: このレッスンにはカメラが許可されていません</translation>
    </message>
    <message>
        <source>%1: step %2: no camera</source>
        <translation>%1: ステップ %2: カメラがありません</translation>
    </message>
    <message>
        <source>That was the lesson&apos;s last step</source>
        <translation>レッスンの最後のステップです</translation>
    </message>
    <message>
        <source>That was the lesson&apos;s first step</source>
        <translation>レッスンの最初のステップです</translation>
    </message>
    <message>
        <source>No image is open</source>
        <translation>画像が開かれていません</translation>
    </message>
    <message>
        <source>The image on show was made in the window (noise or a live frame): a lesson&apos;s step opens a file, a bundled sample or a lesson&apos;s pattern</source>
        <translation>表示中の画像はウィンドウ内で作られたもの（ノイズまたはライブフレーム）です。レッスンのステップが開けるのはファイル、同梱のサンプル、またはレッスンのパターンです</translation>
    </message>
    <message>
        <source>Filters side by side cannot go into a lesson: leave the view first</source>
        <translation>フィルタを並べた表示はレッスンに入れられません。先にこの表示を終了してください</translation>
    </message>
    <message>
        <source>Sampling after the current filter cannot go into a lesson: choose none or the ideal low-pass</source>
        <translation>現在のフィルタの後のサンプリングはレッスンに入れられません。「なし」か理想ローパスを選んでください</translation>
    </message>
    <message>
        <source>The lab&apos;s second image did not come from a file</source>
        <translation>ラボの 2 枚目の画像はファイルから読み込まれたものではありません</translation>
    </message>
    <message>
        <source>A painted mask cannot go into a lesson</source>
        <translation>描いたマスクはレッスンに入れられません</translation>
    </message>
</context>
<context>
    <name>passband::LineProfileDock</name>
    <message>
        <source>Line profile</source>
        <translation>ラインプロファイル</translation>
    </message>
</context>
<context>
    <name>passband::LineProfilePlot</name>
    <message>
        <source>Line profile</source>
        <translation>ラインプロファイル</translation>
    </message>
    <message>
        <source>Drag a line across the Original or Filtered pane</source>
        <translation>元画像またはフィルタ後のペイン上で線をドラッグしてください</translation>
    </message>
    <message>
        <source>original (grey), result (dark), %1 points</source>
        <translation>元画像（灰色）、結果（濃色）、%1 点</translation>
    </message>
</context>
<context>
    <name>passband::LiveSource</name>
    <message>
        <source>No camera was found: connect one, or open a video file (File &gt; Open Video).</source>
        <translation>カメラが見つかりません。カメラを接続するか、動画ファイルを開いてください（ファイル &gt; 動画を開く）。</translation>
    </message>
    <message>
        <source>The camera failed: %1</source>
        <translation>カメラでエラーが発生しました：%1</translation>
    </message>
    <message>
        <source>camera %1</source>
        <translation>カメラ %1</translation>
    </message>
    <message>
        <source>Cannot read the video &apos;%1&apos;.</source>
        <translation>動画「%1」を読み込めません。</translation>
    </message>
    <message>
        <source>Cannot play %1: %2</source>
        <translation>%1 を再生できません：%2</translation>
    </message>
    <message>
        <source>not a video Qt Multimedia can decode</source>
        <translation>Qt Multimedia でデコードできる動画ではありません</translation>
    </message>
    <message>
        <source>Cannot play %1: not a video Qt Multimedia can decode</source>
        <translation>%1 を再生できません：Qt Multimedia でデコードできる動画ではありません</translation>
    </message>
</context>
<context>
    <name>passband::MainWindow</name>
    <message>
        <source>Passband</source>
        <translation>Passband</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>フィルタ</translation>
    </message>
    <message>
        <source>Filter &amp;controls</source>
        <translation>フィルタコントロール(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Analysis (impulse response, radial spectrum)</source>
        <translation>解析(&amp;A)（インパルス応答、動径スペクトル）</translation>
    </message>
    <message>
        <source>Export Sweep</source>
        <translation>スイープをエクスポート</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 を開けません</translation>
    </message>
    <message>
        <source>OpenCL device</source>
        <translation>OpenCL デバイス</translation>
    </message>
    <message>
        <source>The mask was made for a %1x%2 image; it is dropped</source>
        <translation>マスクは %1x%2 の画像用に作られているため、破棄します</translation>
    </message>
    <message>
        <source>%1 - Passband</source>
        <translation>%1 - Passband</translation>
    </message>
    <message>
        <source>Filtering failed</source>
        <translation>フィルタ処理に失敗しました</translation>
    </message>
    <message>
        <source>The notches were placed on another image&apos;s spectrum; they are dropped</source>
        <translation>ノッチは別の画像のスペクトル上に置かれていたため、取り除きました</translation>
    </message>
    <message>
        <source>Cannot play the lesson</source>
        <translation>レッスンを再生できません</translation>
    </message>
    <message>
        <source>No such file.</source>
        <translation>そのようなファイルはありません。</translation>
    </message>
    <message>
        <source>Cannot add the step</source>
        <translation>ステップを追加できません</translation>
    </message>
    <message>
        <source>Stop writing this file and keep what was there</source>
        <translation>このファイルの書き込みをやめ、元の内容をそのままにします</translation>
    </message>
</context>
<context>
    <name>passband::ManualWindow</name>
    <message>
        <source>Passband Manual</source>
        <translation>Passband マニュアル</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>マニュアルを検索</translation>
    </message>
    <message>
        <source>%1 is on the web; the manual stays offline.</source>
        <translation>%1 はウェブ上にあります。マニュアルはオフラインのままです。</translation>
    </message>
    <message>
        <source>%1 is a file of Passband&apos;s source, not a page of this manual.</source>
        <translation>%1 は Passband のソースのファイルで、このマニュアルのページではありません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No section holds all of: %1</source>
        <translation>すべての語を含む節はありません: %1</translation>
    </message>
</context>
<context>
    <name>passband::MaskControls</name>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>反転</translation>
    </message>
    <message>
        <source>Load...</source>
        <translation>読み込み...</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <source>Mask (paint on the spectrum)</source>
        <translation>マスク（スペクトル上に描画）</translation>
    </message>
    <message>
        <source>Off (the mouse pans)</source>
        <translation>オフ（マウスでパン）</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>ブラシ</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>矩形</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>楕円</translation>
    </message>
    <message>
        <source>Mask tool</source>
        <translation>マスクツール</translation>
    </message>
    <message>
        <source>Paint with the left button in the spectrum pane; every stroke is mirrored through the centre, so the result stays real. One undo step per stroke</source>
        <translation>スペクトルペインで左ボタンを押しながら描画します。各ストロークは中心に対して点対称にも描かれるため、結果は実数のままです。元に戻す操作は 1 ストロークごとです</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>阻止</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>通過</translation>
    </message>
    <message>
        <source>Mask paints stop or pass</source>
        <translation>マスクで阻止と通過のどちらを描くか</translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation>ブラシの半径</translation>
    </message>
    <message>
        <source>Mask soft edge</source>
        <translation>マスクの縁のぼかし</translation>
    </message>
    <message>
        <source>The width of the edge over which a stroke fades in: a soft edge rings less</source>
        <translation>ストロークが徐々に現れる縁の幅：縁をぼかすほどリンギングが減ります</translation>
    </message>
    <message>
        <source>Too&amp;l:</source>
        <translation>ツール(&amp;L):</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>ブラシ:</translation>
    </message>
    <message>
        <source>Soft:</source>
        <translation>ぼかし:</translation>
    </message>
    <message>
        <source>Remove the mask: everything passes</source>
        <translation>マスクを消去します：すべてが通過します</translation>
    </message>
    <message>
        <source>Stop what the mask passes and pass what it stops</source>
        <translation>マスクが通過させる部分を阻止し、阻止する部分を通過させます</translation>
    </message>
    <message>
        <source>A grey image the size of this image: 0 stops, white passes (16-bit PNG as saved here)</source>
        <translation>この画像と同じサイズのグレー画像：0 で阻止、白で通過（ここで保存される 16 ビット PNG）</translation>
    </message>
    <message>
        <source>No mask: everything passes</source>
        <translation>マスクなし：すべて通過</translation>
    </message>
    <message>
        <source>%1x%2 mask, %3% stopped</source>
        <translation>%1x%2 のマスク、%3% を阻止</translation>
    </message>
</context>
<context>
    <name>passband::MaskTool</name>
    <message>
        <source>Paint Mask</source>
        <translation>マスクを描画</translation>
    </message>
    <message>
        <source>Mask Rectangle</source>
        <translation>マスクの矩形</translation>
    </message>
    <message>
        <source>Mask Ellipse</source>
        <translation>マスクの楕円</translation>
    </message>
</context>
<context>
    <name>passband::NoiseDialog</name>
    <message>
        <source>Add Periodic Noise</source>
        <translation>周期ノイズを追加</translation>
    </message>
    <message>
        <source>A fraction of full scale</source>
        <translation>フルスケールに対する割合</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <translation>横(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>縦(&amp;D):</translation>
    </message>
    <message>
        <source>A&amp;mplitude:</source>
        <translation>振幅(&amp;M):</translation>
    </message>
    <message>
        <source>A sinusoid over the whole image: it shows in the spectrum as a pair of bright peaks, which a notch pair can take out again.</source>
        <translation>画像全体にわたる正弦波です。スペクトルには明るいピークの対として現れ、ノッチの対で再び取り除くことができます。</translation>
    </message>
</context>
<context>
    <name>passband::NotchTool</name>
    <message>
        <source>At most %1 notches</source>
        <translation>ノッチは最大 %1 個までです</translation>
    </message>
    <message>
        <source>Add Notch</source>
        <translation>ノッチを追加</translation>
    </message>
    <message>
        <source>Remove Notch</source>
        <translation>ノッチを削除</translation>
    </message>
    <message>
        <source>Move Notch</source>
        <translation>ノッチを移動</translation>
    </message>
</context>
<context>
    <name>passband::PatternDialog</name>
    <message>
        <source>New Test Pattern</source>
        <translation>新しいテストパターン</translation>
    </message>
    <message>
        <source>Sinusoidal grating</source>
        <translation>正弦波格子</translation>
    </message>
    <message>
        <source>Bars (square wave)</source>
        <translation>縞（矩形波）</translation>
    </message>
    <message>
        <source>Checkerboard</source>
        <translation>チェッカーボード</translation>
    </message>
    <message>
        <source>Zone plate</source>
        <translation>ゾーンプレート</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>パターン(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高さ(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <translation>横(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>縦(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Squares:</source>
        <translation>升目(&amp;S):</translation>
    </message>
    <message>
        <source>: %1 cycles/px (period %2 px) at %3°</source>
        <translation>：%1 サイクル/画素（周期 %2 px、角度 %3°）</translation>
    </message>
    <message>
        <source>: a constant</source>
        <translation>：定数</translation>
    </message>
    <message>
        <source>Peaks at (%1, %2) and (%3, %4) from the spectrum&apos;s centre%5%6.</source>
        <translation>スペクトルの中心から (%1, %2) と (%3, %4) の位置にピーク%5%6。</translation>
    </message>
    <message>
        <source>, with harmonics at odd multiples</source>
        <translation>。奇数倍の位置に高調波があります</translation>
    </message>
    <message>
        <source>Every frequency up to Nyquist, one ring each: filters show as rings that vanish.</source>
        <translation>ナイキストまでのすべての周波数を、それぞれ 1 つの輪として含みます。フィルタの効果は輪が消えることで分かります。</translation>
    </message>
    <message>
        <source>Peaks along both axes at odd multiples of the squares&apos; frequency.</source>
        <translation>両軸に沿って、升目の周波数の奇数倍の位置にピークがあります。</translation>
    </message>
</context>
<context>
    <name>passband::Presentation</name>
    <message>
        <source>Pr&amp;esentation Mode</source>
        <translation>プレゼンテーションモード(&amp;E)</translation>
    </message>
    <message>
        <source>For a projector: dark theme, large labels, thick outlines; Page Down and Page Up step through a folder of presets</source>
        <translation>プロジェクター向け：ダークテーマ、大きなラベル、太い輪郭線。Page Down と Page Up でフォルダ内のプリセットを順に切り替えます</translation>
    </message>
    <message>
        <source>Presentation &amp;Presets Folder...</source>
        <translation>プレゼンテーション用プリセットフォルダ(&amp;P)...</translation>
    </message>
    <message>
        <source>Presets to Step Through</source>
        <translation>順に切り替えるプリセット</translation>
    </message>
    <message>
        <source>%1 holds no presets (*.json)</source>
        <translation>%1 にはプリセット (*.json) がありません</translation>
    </message>
    <message>
        <source>Next Preset</source>
        <translation>次のプリセット</translation>
    </message>
    <message>
        <source>Previous Preset</source>
        <translation>前のプリセット</translation>
    </message>
    <message>
        <source>Presentation: Page Down and Page Up step through %1 presets</source>
        <translation>プレゼンテーション：Page Down と Page Up で %1 個のプリセットを順に切り替えます</translation>
    </message>
    <message>
        <source>No presets to step through: choose a folder with View &gt; Presentation Presets Folder</source>
        <translation>切り替えるプリセットがありません：表示 &gt; プレゼンテーション用プリセットフォルダでフォルダを選んでください</translation>
    </message>
    <message>
        <source>That was the last preset</source>
        <translation>最後のプリセットです</translation>
    </message>
    <message>
        <source>That was the first preset</source>
        <translation>最初のプリセットです</translation>
    </message>
    <message>
        <source>Preset %1 of %2: %3</source>
        <translation>プリセット %1 / %2：%3</translation>
    </message>
    <message>
        <source>Hide Controls</source>
        <translation>操作パネルを隠す</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>passband::RadialPlot</name>
    <message>
        <source>Radial power spectrum: the mean power of the frequencies at each distance from the centre, on a log scale, before (grey) and after the filter. Drag a cutoff marker to move it</source>
        <translation>動径パワースペクトル：中心から各距離にある周波数の平均パワーを、フィルタ前（灰色）とフィルタ後について対数スケールで表示します。遮断周波数のマーカーはドラッグで移動できます</translation>
    </message>
    <message>
        <source>high-pass</source>
        <translation>ハイパス</translation>
    </message>
    <message>
        <source>Radial power spectrum</source>
        <translation>動径パワースペクトル</translation>
    </message>
    <message>
        <source>low-pass</source>
        <translation>ローパス</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>radius %1 px</source>
        <translation>半径 %1 px</translation>
    </message>
    <message>
        <source>mean power per bin (log)</source>
        <translation>ビンあたりの平均パワー（対数）</translation>
    </message>
</context>
<context>
    <name>passband::Session</name>
    <message>
        <source>Live frames</source>
        <translation>ライブフレーム</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>サンプル %1</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>スペクトル</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 を開いています</translation>
    </message>
    <message>
        <source>Test pattern</source>
        <translation>テストパターン</translation>
    </message>
    <message>
        <source>%1 + noise (%2, %3)</source>
        <translation>%1 + ノイズ (%2, %3)</translation>
    </message>
    <message>
        <source>Periodic noise</source>
        <translation>周期ノイズ</translation>
    </message>
    <message>
        <source>Export Sweep</source>
        <translation>スイープをエクスポート</translation>
    </message>
    <message>
        <source>Load Mask</source>
        <translation>マスクを読み込む</translation>
    </message>
    <message>
        <source>Cannot load the mask</source>
        <translation>マスクを読み込めません</translation>
    </message>
    <message>
        <source>Saved the mask as %1</source>
        <translation>マスクを %1 として保存しました</translation>
    </message>
    <message>
        <source>Cannot save the mask</source>
        <translation>マスクを保存できません</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 を開けません</translation>
    </message>
    <message>
        <source>Playing %1: each frame is filtered as it comes</source>
        <translation>%1 を再生中：各フレームを受け取るたびにフィルタ処理します</translation>
    </message>
    <message>
        <source>Live camera</source>
        <translation>ライブカメラ</translation>
    </message>
    <message>
        <source>Lab Off</source>
        <translation>ラボをオフ</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
</context>
<context>
    <name>passband::SessionStatus</name>
    <message>
        <source>Gave up on %1; continuing on the next device</source>
        <translation>%1 を断念し、次のデバイスで続行します</translation>
    </message>
    <message>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <source>OpenCL: switching...</source>
        <translation>OpenCL: 切り替え中...</translation>
    </message>
    <message>
        <source>OpenCL: no device</source>
        <translation>OpenCL: デバイスなし</translation>
    </message>
    <message>
        <source>OpenCL error on %1</source>
        <translation>%1 で OpenCL エラーが発生しました</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Exporting the sweep</source>
        <translation>スイープをエクスポート中</translation>
    </message>
    <message>
        <source>Sweep frame %1 of %2: %3</source>
        <translation>スイープのフレーム %1 / %2：%3</translation>
    </message>
    <message>
        <source>Exported %1 sweep frames into %2</source>
        <translation>スイープのフレーム %1 枚を %2 にエクスポートしました</translation>
    </message>
    <message>
        <source>, %1 dpi</source>
        <translation>、%1 dpi</translation>
    </message>
    <message>
        <source>, colour profile</source>
        <translation>、カラープロファイルあり</translation>
    </message>
    <message>
        <source>Shown %1 ms after the request; </source>
        <translation>要求から %1 ms 後に表示。 </translation>
    </message>
    <message>
        <source>device %1 ms (filter %2, inverse FFT %3, mapping %4, download %5)</source>
        <translation>デバイス %1 ms（フィルタ %2、逆 FFT %3、マッピング %4、転送 %5）</translation>
    </message>
    <message>
        <source>preview from one pixel in every %1x%2 in %3 ms; the exact result follows when the slider rests</source>
        <translation>%1x%2 画素ごとに1画素から作ったプレビュー (%3 ms)。スライダーが止まると正確な結果が続きます</translation>
    </message>
    <message>
        <source>Stopped opening %1</source>
        <translation>%1 を開くのを中止しました</translation>
    </message>
    <message>
        <source>Stop opening this image and keep the one on show</source>
        <translation>この画像を開くのをやめ、表示中の画像をそのままにします</translation>
    </message>
</context>
<context>
    <name>passband::ShapingControls</name>
    <message>
        <source>Band-re&amp;ject (invert: 1 - H)</source>
        <translation>バンドストップ(&amp;J)（反転：1 - H）</translation>
    </message>
    <message>
        <source>E&amp;mphasis k1 + k2 H:</source>
        <translation>強調(&amp;M) k1 + k2 H:</translation>
    </message>
    <message>
        <source>&amp;Isotropic radius (cycles per pixel, the same in every direction)</source>
        <translation>等方的な半径(&amp;I)（サイクル/画素、全方向で同じ）</translation>
    </message>
    <message>
        <source>Homomorphic (illumination and reflectance):</source>
        <translation>準同型フィルタ（照明と反射）:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>通過</translation>
    </message>
    <message>
        <source>Add Wedge</source>
        <translation>ウェッジを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Horizontal Stripes</source>
        <translation>横縞</translation>
    </message>
    <message>
        <source>Vertical Stripes</source>
        <translation>縦縞</translation>
    </message>
    <message>
        <source>The band becomes 1 - H: a band-pass becomes a band-reject, a low-pass a high-pass</source>
        <translation>帯域を 1 - H にします：バンドパスはバンドストップに、ローパスはハイパスになります</translation>
    </message>
    <message>
        <source>High-frequency emphasis: the band becomes k1 + k2 H. With a high-pass, k1 = 1 adds the detail to the image (high-boost, unsharp masking)</source>
        <translation>高周波強調：帯域を k1 + k2 H にします。ハイパスと組み合わせて k1 = 1 にすると、細部が画像に加算されます（ハイブースト、アンシャープマスキング）</translation>
    </message>
    <message>
        <source>Emphasis offset k1</source>
        <translation>強調のオフセット k1</translation>
    </message>
    <message>
        <source>Emphasis gain k2</source>
        <translation>強調のゲイン k2</translation>
    </message>
    <message>
        <source>Measure radii as frequencies, so a 16:9 image is filtered alike across and down: R means R / (shorter side) cycles per pixel. Off: spectrum pixels (bins), the textbook&apos;s D(u, v)</source>
        <translation>半径を周波数で測ります。16:9 の画像でも横と縦が同じようにフィルタ処理されます：R は R /（短辺）サイクル/画素を意味します。オフ：スペクトル画素（ビン）単位、教科書の D(u, v)</translation>
    </message>
    <message>
        <source>Band shaping</source>
        <translation>帯域の整形</translation>
    </message>
    <message>
        <source>&amp;Isotropic radius</source>
        <translation>等方的な半径(&amp;I)</translation>
    </message>
    <message>
        <source>Filters ln(1 + f) and shows exp(g) - 1, with H times (gH - gL)(1 - exp(-c D²/D0²)) + gL: gL below 1 evens out the lighting, gH above 1 brings up the detail (Gonzalez &amp; Woods 4.9)</source>
        <translation>ln(1 + f) を H × (gH - gL)(1 - exp(-c D²/D0²)) + gL でフィルタ処理し、exp(g) - 1 を表示します：gL を 1 未満にすると照明のむらが均され、gH を 1 より大きくすると細部が強調されます（Gonzalez &amp; Woods 4.9）</translation>
    </message>
    <message>
        <source>γL</source>
        <translation>γL</translation>
    </message>
    <message>
        <source>γH</source>
        <translation>γH</translation>
    </message>
    <message>
        <source>c</source>
        <translation>c</translation>
    </message>
    <message>
        <source>D0</source>
        <translation>D0</translation>
    </message>
    <message>
        <source>Homomorphic %1</source>
        <translation>準同型フィルタ %1</translation>
    </message>
    <message>
        <source>Wedges (directional filters)</source>
        <translation>ウェッジ（方向性フィルタ）</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>ウェッジ</translation>
    </message>
    <message>
        <source>Each wedge stops (or passes) the frequencies within its opening of an axis and of its mirror, between two radii; DC is always kept</source>
        <translation>各ウェッジは、軸とその鏡像の周りの開き角の範囲内で、2 つの半径の間にある周波数を阻止（または通過）します。DC は常に保持されます</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>The axis, as the spectrum shows it: 0 to the right, 90 up</source>
        <translation>スペクトル上での軸の向き：0 が右、90 が上</translation>
    </message>
    <message>
        <source>Suppress:</source>
        <translation>抑制:</translation>
    </message>
    <message>
        <source>Stripe tolerance</source>
        <translation>縞の許容角</translation>
    </message>
    <message>
        <source>How far from the axis, in degrees, the stripes&apos; energy is taken out</source>
        <translation>縞のエネルギーを取り除く、軸からの角度の範囲（度）</translation>
    </message>
    <message>
        <source>Horizontal stripes (scan lines, banding) put their energy on the spectrum&apos;s vertical axis: a stop wedge there, keeping DC</source>
        <translation>横縞（走査線、バンディング）のエネルギーはスペクトルの縦軸上に集まります：そこに阻止ウェッジを置きます（DC は保持）</translation>
    </message>
    <message>
        <source>Vertical stripes put their energy on the spectrum&apos;s horizontal axis</source>
        <translation>縦縞のエネルギーはスペクトルの横軸上に集まります</translation>
    </message>
    <message>
        <source>%1 %2° ± %3°</source>
        <translation>%1 %2° ± %3°</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>阻止</translation>
    </message>
    <message>
        <source>, soft %1°</source>
        <translation>、ぼかし %1°</translation>
    </message>
    <message>
        <source>, radius %1 to %2</source>
        <translation>、半径 %1～%2</translation>
    </message>
    <message>
        <source>Angle:</source>
        <translation>角度:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>開き角:</translation>
    </message>
    <message>
        <source>Soft:</source>
        <translation>ぼかし:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>最小半径:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>最大半径:</translation>
    </message>
    <message>
        <source>Wedge angle</source>
        <translation>ウェッジの角度</translation>
    </message>
    <message>
        <source>Wedge opening</source>
        <translation>ウェッジの開き角</translation>
    </message>
    <message>
        <source>Wedge soft edge</source>
        <translation>ウェッジの縁のぼかし</translation>
    </message>
    <message>
        <source>Wedge inner radius</source>
        <translation>ウェッジの内側の半径</translation>
    </message>
    <message>
        <source>Wedge outer radius</source>
        <translation>ウェッジの外側の半径</translation>
    </message>
    <message>
        <source>k1</source>
        <translation>k1</translation>
    </message>
    <message>
        <source>k2</source>
        <translation>k2</translation>
    </message>
</context>
<context>
    <name>passband::ShownExports</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1. %2. Passband %3.</source>
        <translation>%1。%2。Passband %3。</translation>
    </message>
    <message>
        <source>%1. %2.%3</source>
        <translation>%1。%2。%3</translation>
    </message>
    <message>
        <source>%1. %2: %3. Passband %4.</source>
        <translation>%1。%2：%3。Passband %4。</translation>
    </message>
    <message>
        <source>Removed by the filter</source>
        <translation>フィルタで除去された成分</translation>
    </message>
    <message>
        <source>Filtered</source>
        <translation>フィルタ後</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>図のエクスポート</translation>
    </message>
    <message>
        <source>The exact result is still being computed; export the figure once it is shown.</source>
        <translation>正確な結果をまだ計算中です。表示されてから図をエクスポートしてください。</translation>
    </message>
    <message>
        <source>There is nothing to put in a figure yet.</source>
        <translation>図にする内容がまだありません。</translation>
    </message>
    <message>
        <source>Exported the figure %1</source>
        <translation>図をエクスポートしました：%1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>The lab has no result on show to export.</source>
        <translation>ラボにはエクスポートできる結果が表示されていません。</translation>
    </message>
    <message>
        <source>The exact result is still being computed; export it once it is shown.</source>
        <translation>正確な結果をまだ計算中です。表示されてからエクスポートしてください。</translation>
    </message>
    <message>
        <source>Filters side by side are several results: Export Figure writes them all; leave the view to export one.</source>
        <translation>フィルタを並べた表示は複数の結果です。「図をエクスポート」ですべてを書き出せます。1 つを書き出すには、この表示を終えてください。</translation>
    </message>
    <message>
        <source>Load Preset</source>
        <translation>プリセットを読み込む</translation>
    </message>
    <message>
        <source>The preset&apos;s mask is %1x%2, not this image&apos;s size: it is left out</source>
        <translation>プリセットのマスクは %1x%2 で、この画像のサイズと異なるため使用しません</translation>
    </message>
    <message>
        <source>The result is still being computed; export it once it is shown.</source>
        <translation>結果はまだ計算中です。表示されてからエクスポートしてください。</translation>
    </message>
    <message>
        <source>A figure needs the full-size spectrum, and there is not enough memory for it beside this image (the status bar said how much).</source>
        <translation>図には元の大きさのスペクトルが必要ですが、この画像と並べて置くメモリが足りません（必要な量はステータスバーに表示されました）。</translation>
    </message>
    <message>
        <source>There is not enough memory for the %1x%2 picture shown.</source>
        <translation>表示中の %1x%2 の画像を作るためのメモリが足りません。</translation>
    </message>
</context>
<context>
    <name>passband::SideBySide</name>
    <message>
        <source>Filters Side by &amp;Side</source>
        <translation>フィルタを並べて表示(&amp;S)</translation>
    </message>
    <message>
        <source>Two to four results of the image side by side, each with its own shape, order and radius scale, all following the Filter panel&apos;s sliders</source>
        <translation>画像の結果を 2〜4 個並べて表示します。それぞれ形状・次数・半径倍率を持ち、すべてフィルタパネルのスライダーに従います</translation>
    </message>
    <message>
        <source>&amp;Panes:</source>
        <translation>ペイン数(&amp;P):</translation>
    </message>
    <message>
        <source>Panes side by side</source>
        <translation>並べるペインの数</translation>
    </message>
    <message>
        <source>Back to the Filter&apos;s Panes</source>
        <translation>フィルタのペインに戻る</translation>
    </message>
    <message>
        <source>Side by side %1</source>
        <translation>並べて表示 %1</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>計算中...</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Side by side: %1</source>
        <translation>並べて表示: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Side by side, %1: %2</source>
        <translation>並べて表示、%1: %2</translation>
    </message>
    <message>
        <source>%1 - auto contrast</source>
        <translation>%1 - 自動コントラスト</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (プレビュー)</translation>
    </message>
    <message>
        <source>Side by side: %1 results shown %2 ms after the request</source>
        <translation>並べて表示: %1 個の結果を要求から %2 ms 後に表示</translation>
    </message>
    <message>
        <source>&amp;Original</source>
        <translation>元画像(&amp;O)</translation>
    </message>
    <message>
        <source>The original beside the results, where the row has room: beside three or fewer</source>
        <translation>結果の横に元画像を表示します（場所がある場合、つまり結果が3つ以下のとき）</translation>
    </message>
</context>
<context>
    <name>passband::StatusFields</name>
    <message>
        <source>OpenCL: starting...</source>
        <translation>OpenCL: 起動中...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Give up on this device and continue on the next one</source>
        <translation>このデバイスを断念し、次のデバイスで続行します</translation>
    </message>
    <message>
        <source>The OpenCL device has not answered for %1 s</source>
        <translation>OpenCL デバイスが %1 秒間応答していません</translation>
    </message>
</context>
<context>
    <name>passband::StepTextDialog</name>
    <message>
        <source>&amp;Answer, shown in its place at the reveal:</source>
        <translation>答え（表示時にキャプションの代わりに表示）(&amp;A):</translation>
    </message>
    <message>
        <source>Add Current State as Step</source>
        <translation>現在の状態をステップとして追加</translation>
    </message>
    <message>
        <source>None: every pane shown at once</source>
        <translation>なし: すべてのペインをすぐに表示</translation>
    </message>
    <message>
        <source>Hold back %1 until Page Down</source>
        <translation>%1 を Page Down まで隠す</translation>
    </message>
    <message>
        <source>&amp;Caption (a few lines; with a pane held back, the question):</source>
        <translation>キャプション（数行。ペインを隠すときは問い）(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Predict:</source>
        <translation>予想(&amp;P):</translation>
    </message>
    <message>
        <source>Added to %1</source>
        <translation>%1 に追加</translation>
    </message>
</context>
<context>
    <name>passband::SweepDialog</name>
    <message>
        <source>Export Sweep</source>
        <translation>スイープをエクスポート</translation>
    </message>
    <message>
        <source>High-pass radius</source>
        <translation>ハイパス半径</translation>
    </message>
    <message>
        <source>Low-pass radius</source>
        <translation>ローパス半径</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>参照(&amp;B)...</translation>
    </message>
    <message>
        <source>Sweep Directory</source>
        <translation>スイープの出力フォルダ</translation>
    </message>
    <message>
        <source>&amp;Cutoff:</source>
        <translation>カットオフ(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>開始(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>終了(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>間隔(&amp;S):</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>形式(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Directory:</source>
        <translation>フォルダ(&amp;D):</translation>
    </message>
    <message numerus="yes">
        <source>%n numbered frame(s), the other settings as they are now.</source>
        <translation>
            <numerusform>連番付きの %n フレーム。その他の設定は現在のままです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>passband::VariantControls</name>
    <message>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>Butterworth</source>
        <translation>バターワース</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>ガウス</translation>
    </message>
    <message>
        <source>Shape of this pane&apos;s filter</source>
        <translation>このペインのフィルタの形状</translation>
    </message>
    <message>
        <source>order </source>
        <translation>次数 </translation>
    </message>
    <message>
        <source>Butterworth order of this pane&apos;s filter</source>
        <translation>このペインのフィルタのバターワース次数</translation>
    </message>
    <message>
        <source>This pane&apos;s radii against the Filter panel&apos;s</source>
        <translation>フィルタパネルに対するこのペインの半径の倍率</translation>
    </message>
    <message>
        <source>This pane&apos;s cutoff radii: the Filter panel&apos;s times this</source>
        <translation>このペインのカットオフ半径: フィルタパネルの半径にこの値を掛けたもの</translation>
    </message>
</context>
<context>
    <name>passband::WedgeTool</name>
    <message>
        <source>Open Wedge</source>
        <translation>ウェッジの開き角を変更</translation>
    </message>
    <message>
        <source>Turn Wedge</source>
        <translation>ウェッジを回転</translation>
    </message>
</context>
<context>
    <name>passband::WindowMenus</name>
    <message>
        <source>&amp;Image</source>
        <translation>画像(&amp;I)</translation>
    </message>
    <message>
        <source>Add Periodic &amp;Noise...</source>
        <translation>周期ノイズを追加(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Device</source>
        <translation>デバイス(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Passband</source>
        <translation>Passband について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>サンプルを開く(&amp;S)</translation>
    </message>
    <message>
        <source>Astronaut (colour photograph)</source>
        <translation>宇宙飛行士（カラー写真）</translation>
    </message>
    <message>
        <source>Brick (periodic texture)</source>
        <translation>レンガ（周期的なテクスチャ）</translation>
    </message>
    <message>
        <source>Open &amp;Second Image (B)...</source>
        <translation>2 枚目の画像（B）を開く(&amp;S)...</translation>
    </message>
    <message>
        <source>The lab&apos;s second image, for magnitude and phase and hybrid images</source>
        <translation>ラボの 2 枚目の画像（振幅と位相、ハイブリッド画像で使用）</translation>
    </message>
    <message>
        <source>Open &amp;Video...</source>
        <translation>動画を開く(&amp;V)...</translation>
    </message>
    <message>
        <source>Filter a video&apos;s frames as they play (the newest frame wins on a slow device)</source>
        <translation>動画を再生しながら各フレームをフィルタ処理します（遅いデバイスでは最新のフレームを優先します）</translation>
    </message>
    <message>
        <source>Live &amp;Camera</source>
        <translation>ライブカメラ(&amp;C)</translation>
    </message>
    <message>
        <source>Filter the camera&apos;s frames as they arrive</source>
        <translation>カメラのフレームを受け取るたびにフィルタ処理します</translation>
    </message>
    <message>
        <source>New &amp;Test Pattern...</source>
        <translation>新しいテストパターン(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Image...</source>
        <translation>フィルタ後の画像をエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;Figure...</source>
        <translation>図をエクスポート(&amp;F)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The three panes labelled, with what is drawn on them and a caption of the settings, as PNG or PDF</source>
        <translation>3 つのペインを、ラベル、描画内容、設定のキャプション付きで PNG または PDF に出力します</translation>
    </message>
    <message>
        <source>Export S&amp;pectrum Image...</source>
        <translation>スペクトル画像をエクスポート(&amp;P)...</translation>
    </message>
    <message>
        <source>Export S&amp;weep...</source>
        <translation>スイープをエクスポート(&amp;W)...</translation>
    </message>
    <message>
        <source>&amp;Load Preset...</source>
        <translation>プリセットを読み込む(&amp;L)...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Preset...</source>
        <translation>プリセットを保存(&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy Result Image</source>
        <translation>結果の画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>フィルタをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Actual Size (1:1)</source>
        <translation>実際のサイズ(&amp;A)（1:1）</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全画面表示(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Line Profile (drag a line across the image)</source>
        <translation>ラインプロファイル(&amp;L)（画像上で線をドラッグ）</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Show What the Filter &amp;Removed</source>
        <translation>フィルタで除去された成分を表示(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Spectrum as Log &amp;Magnitude</source>
        <translation>スペクトルを対数振幅で表示(&amp;M)</translation>
    </message>
    <message>
        <source>The spectrum pane shows log(1 + |F|), centred</source>
        <translation>スペクトル欄に log(1 + |F|) を中央揃えで表示します</translation>
    </message>
    <message>
        <source>Spectrum as P&amp;hase (colour wheel)</source>
        <translation>スペクトルを位相で表示(&amp;H)（カラーホイール）</translation>
    </message>
    <message>
        <source>The spectrum pane shows arg F of the image on a colour wheel instead of log |F|</source>
        <translation>スペクトルペインに、log |F| の代わりに画像の arg F をカラーホイールで表示します</translation>
    </message>
    <message>
        <source>Spectrum as R&amp;eal Part</source>
        <translation>スペクトルを実部で表示(&amp;E)</translation>
    </message>
    <message>
        <source>The spectrum pane shows Re F: red above 0, blue below, on a log scale</source>
        <translation>スペクトルペインに Re F を表示します：0 より大きい値は赤、小さい値は青、対数スケール</translation>
    </message>
    <message>
        <source>Spectrum as Ima&amp;ginary Part</source>
        <translation>スペクトルを虚部で表示(&amp;G)</translation>
    </message>
    <message>
        <source>The spectrum pane shows Im F: red above 0, blue below, on a log scale</source>
        <translation>スペクトルペインに Im F を表示します：0 より大きい値は赤、小さい値は青、対数スケール</translation>
    </message>
    <message>
        <source>Compare with a &amp;Wipe (Original | Filtered)</source>
        <translation>ワイプで比較(&amp;W)（元画像 | フィルタ後）</translation>
    </message>
    <message>
        <source>The result pane shows the original left of a line you drag; hold \ to see the whole original</source>
        <translation>結果ペインで、ドラッグした線の左側に元画像を表示します。\ キーを押している間は元画像全体を表示します</translation>
    </message>
    <message>
        <source>Auto &amp;Contrast for Magnitude Output</source>
        <translation>振幅出力の自動コントラスト(&amp;C)</translation>
    </message>
    <message>
        <source>Show a result mapped by magnitude with its levels stretched, 0.35 % of its samples saturated, so that a few strong edges do not leave the rest black. Export, copy and the command line keep the result as mapped.</source>
        <translation>振幅でマッピングした結果を、サンプルの 0.35 % が飽和するようにレベルを引き伸ばして表示します。これにより、少数の強いエッジのせいで他の部分が黒くなることを防ぎます。エクスポート、コピー、コマンドラインではマッピングしたままの結果を使います。</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>画像を開く</translation>
    </message>
    <message>
        <source>Open Second Image (B)</source>
        <translation>2 枚目の画像（B）を開く</translation>
    </message>
    <message>
        <source>Copied the filtered image to the clipboard</source>
        <translation>フィルタ後の画像をクリップボードにコピーしました</translation>
    </message>
    <message>
        <source>About Passband</source>
        <translation>Passband について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passband %1&lt;/h3&gt;&lt;p&gt;Frequency-domain image filtering, live, on OpenCL.&lt;/p&gt;&lt;p&gt;Device: %2&lt;/p&gt;&lt;p&gt;Sample images from the scikit-image data set: &lt;i&gt;astronaut&lt;/i&gt; (NASA, public domain) and &lt;i&gt;brick&lt;/i&gt; (CC0).&lt;/p&gt;&lt;p&gt;Built on Qt %3 and OpenCL.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Passband %1&lt;/h3&gt;&lt;p&gt;OpenCL による、リアルタイムの周波数領域画像フィルタリング。&lt;/p&gt;&lt;p&gt;デバイス：%2&lt;/p&gt;&lt;p&gt;サンプル画像は scikit-image のデータセットから：&lt;i&gt;astronaut&lt;/i&gt;（NASA、パブリックドメイン）と &lt;i&gt;brick&lt;/i&gt;（CC0）。&lt;/p&gt;&lt;p&gt;Qt %3 と OpenCL で構築されています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>Ring &amp;Isolated Peaks</source>
        <translation>孤立したピークを囲む(&amp;I)</translation>
    </message>
    <message>
        <source>Rings round the single bright bins that periodic noise makes, while the spectrum is shown smaller than its bins</source>
        <translation>スペクトルがビンより小さく表示されている間、周期ノイズが作る単独の明るいビンを円で囲みます</translation>
    </message>
    <message>
        <source>Spectrum &amp;Floor</source>
        <translation>スペクトルの下限(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Auto (100 dB below the Peak at 512x512)</source>
        <translation>自動（512x512 でピークから 100 dB 下）(&amp;A)</translation>
    </message>
    <message>
        <source>100 dB below the peak for 512x512, 10 dB more each tenfold in pixels: a photo&apos;s structure with contrast at any size</source>
        <translation>512x512 でピークから 100 dB 下、画素数が 10 倍になるごとに 10 dB 増: どの大きさでも写真の構造がコントラストよく見えます</translation>
    </message>
    <message>
        <source>&amp;Full Range (Minimum to Maximum)</source>
        <translation>全範囲（最小から最大）(&amp;F)</translation>
    </message>
    <message>
        <source>Every bin from the weakest to the strongest: faint bins such as 8-bit rounding&apos;s show too</source>
        <translation>最も弱いビンから最も強いビンまで: 8 ビットの丸めによる弱いビンも見えます</translation>
    </message>
    <message>
        <source>%1 dB below the Peak</source>
        <translation>ピークから %1 dB 下</translation>
    </message>
    <message>
        <source>Bins more than %1 dB below the strongest are black</source>
        <translation>最も強いビンより %1 dB 以上低いビンは黒です</translation>
    </message>
    <message>
        <source>Export S&amp;hown Image...</source>
        <translation>表示中の画像をエクスポート(&amp;H)...</translation>
    </message>
    <message>
        <source>The result as the pane shows it, its contrast included; Export writes the exact result</source>
        <translation>ペインに表示されたとおりの結果(コントラストを含む)。エクスポートは正確な結果を書き出します</translation>
    </message>
    <message>
        <source>Passband &amp;Manual</source>
        <translation>Passband マニュアル(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Export Filter as P&amp;ython Script...</source>
        <translation>フィルタを Python スクリプトとして書き出す(&amp;Y)...</translation>
    </message>
    <message>
        <source>The filter as a short NumPy script that writes the same result from any image: python3 SCRIPT INPUT OUTPUT</source>
        <translation>どの画像からも同じ結果を書く短い NumPy スクリプトとしてのフィルタ: python3 SCRIPT INPUT OUTPUT</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>ペイン</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>ポインタを中心にズーム</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>マウスホイール</translation>
    </message>
    <message>
        <source>Show the original in the result pane while held</source>
        <translation>押している間、結果ペインに元画像を表示</translation>
    </message>
    <message>
        <source>Whole pixels or degrees while dragging a circle or wedge</source>
        <translation>円やくさびのドラッグ中に整数ピクセル・整数度</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Next and previous step</source>
        <translation>次と前のステップ</translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation>Page Down、Page Up</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>プレゼンテーションモードを終了</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>これは何？(&amp;T)</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
</context>
</TS>
