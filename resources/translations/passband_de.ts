<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Passband: frequency-domain image filtering on OpenCL.</source>
        <translation>Passband: Bildfilterung im Frequenzbereich mit OpenCL.</translation>
    </message>
    <message>
        <source>With no command, &apos;passband [--device D] [FILE]&apos; opens the desktop window on FILE
(default: the bundled sample image).</source>
        <translation>Ohne Befehl öffnet &apos;passband [--device D] [FILE]&apos; das Programmfenster mit FILE
(Vorgabe: das mitgelieferte Beispielbild).</translation>
    </message>
    <message>
        <source>Inputs: TIFF (any depth, --page N), FITS, PNG, JPEG, WebP, Netpbm (PBM, PGM, PPM, PAM, PFM)
and whatever else Qt reads. Outputs follow the extension: .tif, .fits and .pfm keep float
results; .png, .pgm, .ppm and the rest of Qt&apos;s formats store 8 or 16 bits.</source>
        <translation>Eingaben: TIFF (jede Bittiefe, --page N), FITS, PNG, JPEG, WebP, Netpbm (PBM, PGM, PPM,
PAM, PFM) und was Qt sonst liest. Ausgaben folgen der Endung: .tif, .fits und .pfm behalten
Gleitkommawerte; .png, .pgm, .ppm und die übrigen Qt-Formate speichern 8 oder 16 Bit.</translation>
    </message>
    <message>
        <source>the command&apos;s files</source>
        <translation>die Dateien des Befehls</translation>
    </message>
    <message>
        <source>%1 (see --help)</source>
        <translation>%1 (siehe --help)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see --help)</source>
        <translation>unbekannter Befehl &apos;%1&apos; (siehe --help)</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>--%1 is for the window, not for &apos;%2&apos;</source>
        <translation>--%1 gilt für das Fenster, nicht für &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--%1 does not apply to &apos;%2&apos;</source>
        <translation>--%1 gilt nicht für &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unexpected error: %1</source>
        <translation>unerwarteter Fehler: %1</translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation>Dienstprogramme für Benutzer</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>BEZEICHNUNG</translation>
    </message>
    <message>
        <source>frequency-domain image filtering on OpenCL</source>
        <translation>Bildfilterung im Frequenzbereich mit OpenCL</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>ÜBERSICHT</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>BESCHREIBUNG</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>BEFEHLE</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>OPTIONEN</translation>
    </message>
    <message>
        <source>The window</source>
        <translation>Das Fenster</translation>
    </message>
    <message>
        <source>The commands</source>
        <translation>Die Befehle</translation>
    </message>
    <message>
        <source>Taken by: %1.</source>
        <translation>Verwendet von: %1.</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>UMGEBUNGSVARIABLEN</translation>
    </message>
    <message>
        <source>The OpenCL device when --device is not given, as --device takes it.</source>
        <translation>Das OpenCL-Gerät, wenn --device fehlt, in der Form, die --device annimmt.</translation>
    </message>
    <message>
        <source>always or never: keep built kernels for every driver, or for none (default: only for drivers that keep none themselves).</source>
        <translation>always oder never: übersetzte Kernel für jeden Treiber aufbewahren oder für keinen (Vorgabe: nur für Treiber, die selbst keine aufbewahren).</translation>
    </message>
    <message>
        <source>The language of the window and of these texts (English, German, Japanese). Under LC_ALL=C every text is English.</source>
        <translation>Die Sprache des Fensters und dieser Texte (Englisch, Deutsch, Japanisch). Unter LC_ALL=C ist jeder Text englisch.</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>DATEIEN</translation>
    </message>
    <message>
        <source>The window&apos;s settings (default ~/.config/Passband/Passband.conf).</source>
        <translation>Die Einstellungen des Fensters (Vorgabe ~/.config/Passband/Passband.conf).</translation>
    </message>
    <message>
        <source>Built OpenCL kernels (default ~/.cache/Passband/kernels/).</source>
        <translation>Übersetzte OpenCL-Kernel (Vorgabe ~/.cache/Passband/kernels/).</translation>
    </message>
    <message>
        <source>Presets saved from the window (default ~/.local/share/Passband/presets/).</source>
        <translation>Im Fenster gespeicherte Voreinstellungen (Vorgabe ~/.local/share/Passband/presets/).</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>EXIT-STATUS</translation>
    </message>
    <message>
        <source>Success.</source>
        <translation>Erfolg.</translation>
    </message>
    <message>
        <source>An error: an input could not be read, an output written, or no OpenCL device could do the work; one line on standard error says which.</source>
        <translation>Ein Fehler: Eine Eingabe war nicht lesbar, eine Ausgabe nicht schreibbar, oder kein OpenCL-Gerät konnte die Arbeit ausführen; eine Zeile auf der Standardfehlerausgabe nennt den Grund.</translation>
    </message>
    <message>
        <source>A usage error: an unknown command or option, or a bad value.</source>
        <translation>Ein Aufruffehler: ein unbekannter Befehl, eine unbekannte Option oder ein ungültiger Wert.</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>BEISPIELE</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>SIEHE AUCH</translation>
    </message>
    <message>
        <source>%1: %2; no OpenCL device can do the work.</source>
        <translation>%1: %2; kein OpenCL-Gerät kann die Arbeit ausführen.</translation>
    </message>
    <message>
        <source>%1: %2; retrying on the same device</source>
        <translation>%1: %2; neuer Versuch auf demselben Gerät</translation>
    </message>
    <message>
        <source>%1: %2; retrying on %3</source>
        <translation>%1: %2; neuer Versuch auf %3</translation>
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
        <translation>Hinweis: %1: %2.</translation>
    </message>
    <message>
        <source>--map none keeps the real values, negatives included; write them to .tif, .fits or .pfm, not %1</source>
        <translation>--map none behält die reellen Werte, negative eingeschlossen; schreiben Sie sie in .tif, .fits oder .pfm, nicht in %1</translation>
    </message>
    <message>
        <source>note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <source>Platform: %1 (%2)</source>
        <translation>Plattform: %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [selected, best]</source>
        <translation>%1: %2 (%3)  [gewählt, bestes]</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [selected]</source>
        <translation>%1: %2 (%3)  [gewählt]</translation>
    </message>
    <message>
        <source>%1: %2 (%3)  [best]</source>
        <translation>%1: %2 (%3)  [bestes]</translation>
    </message>
    <message>
        <source>%1, driver %2; %3 compute units at %4 MHz</source>
        <translation>%1, Treiber %2; %3 Recheneinheiten mit %4 MHz</translation>
    </message>
    <message>
        <source>memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4</source>
        <translation>Speicher %1, größter Puffer %2, lokaler Speicher %3 KiB, Arbeitsgruppe bis %4</translation>
    </message>
    <message>
        <source>memory %1, largest buffer %2, local memory %3 KiB, work-group up to %4; NOT AVAILABLE</source>
        <translation>Speicher %1, größter Puffer %2, lokaler Speicher %3 KiB, Arbeitsgruppe bis %4; NICHT VERFÜGBAR</translation>
    </message>
    <message>
        <source>Passband %1: the OpenCL engine on bundled sample %2.</source>
        <translation>Passband %1: die OpenCL-Engine auf dem mitgelieferten Beispiel %2.</translation>
    </message>
    <message>
        <source>Passband %1: the OpenCL engine on %2.</source>
        <translation>Passband %1: die OpenCL-Engine auf %2.</translation>
    </message>
    <message>
        <source>Device:  %1 (%2)</source>
        <translation>Gerät:   %1 (%2)</translation>
    </message>
    <message>
        <source>Plan:    %1, made in %2 ms</source>
        <translation>Plan:    %1, erstellt in %2 ms</translation>
    </message>
    <message>
        <source>Forward FFT %1 ms, inverse FFT %2 ms (device time, transfers excluded)</source>
        <translation>Vorwärts-FFT %1 ms, inverse FFT %2 ms (Gerätezeit, ohne Übertragungen)</translation>
    </message>
    <message>
        <source>Round trip relative L2 error: %1</source>
        <translation>Relativer L2-Fehler nach Hin- und Rücktransformation: %1</translation>
    </message>
    <message>
        <source>Cannot read &apos;%1&apos;: %2.</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1:%2: not a number: &apos;%3&apos;</source>
        <translation>%1:%2: keine Zahl: &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: more than %2 samples</source>
        <translation>%1: mehr als %2 Abtastwerte</translation>
    </message>
    <message>
        <source>%1: no samples (one number per line expected)</source>
        <translation>%1: keine Abtastwerte (eine Zahl pro Zeile erwartet)</translation>
    </message>
    <message>
        <source>Energy kept %1%, PSNR infinite (identical), mean absolute difference %2 levels</source>
        <translation>Erhaltene Energie %1 %, PSNR unendlich (identisch), mittlere absolute Abweichung %2 Stufen</translation>
    </message>
    <message>
        <source>Energy kept %1%, PSNR %2 dB, mean absolute difference %3 levels</source>
        <translation>Erhaltene Energie %1 %, PSNR %2 dB, mittlere absolute Abweichung %3 Stufen</translation>
    </message>
    <message>
        <source>High-pass cutoff %1</source>
        <translation>Hochpass-Grenzfrequenz %1</translation>
    </message>
    <message>
        <source>Low-pass cutoff %1</source>
        <translation>Tiefpass-Grenzfrequenz %1</translation>
    </message>
    <message>
        <source>--format %1 is not a format Passband writes (%2)</source>
        <translation>--format %1 ist kein Format, das Passband schreibt (%2)</translation>
    </message>
    <message>
        <source>two inputs would both be written to %1; give them different names or --format</source>
        <translation>zwei Eingaben würden beide nach %1 geschrieben; verschiedene Namen oder --format verwenden</translation>
    </message>
    <message>
        <source>Cannot make the directory &apos;%1&apos;.</source>
        <translation>Das Verzeichnis &apos;%1&apos; kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>a sweep needs one range, --highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP]; the other cutoff may be a number</source>
        <translation>eine Serie braucht genau einen Bereich, --highpass FROM:TO[:STEP] oder --lowpass FROM:TO[:STEP]; die andere Grenze darf eine Zahl sein</translation>
    </message>
    <message>
        <source>--%1 needs FROM:TO or FROM:TO:STEP, got &apos;%2&apos;</source>
        <translation>--%1 erwartet FROM:TO oder FROM:TO:STEP, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--contact-sheet writes a .png, not &apos;%1&apos;</source>
        <translation>--contact-sheet schreibt eine .png-Datei, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--format %1 is not a format Passband writes</source>
        <translation>--format %1 ist kein Format, das Passband schreibt</translation>
    </message>
    <message>
        <source>[%1/%2] %3: high-pass %4</source>
        <translation>[%1/%2] %3: Hochpass %4</translation>
    </message>
    <message>
        <source>[%1/%2] %3: low-pass %4</source>
        <translation>[%1/%2] %3: Tiefpass %4</translation>
    </message>
    <message>
        <source>Wrote %1 frames of %2 into %3</source>
        <translation>%1 Serienbilder von %2 nach %3 geschrieben</translation>
    </message>
    <message>
        <source>%1: the %2 frames on one contact sheet</source>
        <translation>%1: die %2 Serienbilder auf einem Kontaktabzug</translation>
    </message>
    <message>
        <source>the pattern must be grating, bars, checkerboard or zoneplate, not &apos;%1&apos;</source>
        <translation>das Muster muss grating, bars, checkerboard oder zoneplate sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size needs WxH, got &apos;%1&apos;</source>
        <translation>--size erwartet WxH, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--cycles goes with a grating or bars</source>
        <translation>--cycles gilt nur für grating oder bars</translation>
    </message>
    <message>
        <source>--square goes with a checkerboard</source>
        <translation>--square gilt nur für checkerboard</translation>
    </message>
    <message>
        <source>--square needs a whole number, got &apos;%1&apos;</source>
        <translation>--square erwartet eine ganze Zahl, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2 with periodic noise %3 x %4 cycles, amplitude %5; its peaks are at (%6, %7) and (%8, %9) in the spectrum</source>
        <translation>%1: %2 mit periodischem Rauschen %3 x %4 Perioden, Amplitude %5; seine Spitzen liegen im Spektrum bei (%6, %7) und (%8, %9)</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>Hinweis: %1: %2</translation>
    </message>
    <message>
        <source>--map for the lab&apos;s commands is clamp or normalize, not &apos;%1&apos;</source>
        <translation>--map ist für die Befehle des Labors clamp oder normalize, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 must be a, b, %2 or a weight of b from 0 to 1, not &apos;%3&apos;</source>
        <extracomment>%1 is the option&apos;s name, %2 the word it takes (one or zero), %3 the value given.</extracomment>
        <translation>--%1 muss a, b, %2 oder ein Gewicht von b zwischen 0 und 1 sein, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>a hybrid&apos;s --lowpass and --highpass radii must be above 0</source>
        <translation>die Radien --lowpass und --highpass eines Hybridbilds müssen größer als 0 sein</translation>
    </message>
    <message>
        <source>%1: %2; hybrid: low-pass %3 of A + high-pass %4 of B (Gaussian), %5</source>
        <extracomment>&apos;hybrid&apos; is the command&apos;s name; A and B are its two inputs; %5 the output mapping (clamp or normalize).</extracomment>
        <translation>%1: %2; hybrid: Tiefpass %3 von A + Hochpass %4 von B (Gauß), %5</translation>
    </message>
    <message>
        <source>%1: the hybrid at 1, 1/2, 1/4 and 1/8 of its size</source>
        <translation>%1: das Hybridbild in Größe 1, 1/2, 1/4 und 1/8</translation>
    </message>
    <message>
        <source>convolve needs --kernel (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file)</source>
        <translation>convolve braucht --kernel (box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE] oder eine Datei)</translation>
    </message>
    <message>
        <source>%1: cannot read a kernel (at most 64 KiB of text)</source>
        <translation>%1: Faltungskern nicht lesbar (höchstens 64 KiB Text)</translation>
    </message>
    <message>
        <source>--padding must be circular or zero, not &apos;%1&apos;</source>
        <translation>--padding muss circular oder zero sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--map must be auto, clamp, normalize or magnitude, not &apos;%1&apos;</source>
        <translation>--map muss auto, clamp, normalize oder magnitude sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2; convolve: %3 (%4x%5), %6 padding, %7</source>
        <extracomment>&apos;convolve&apos; is the command&apos;s name; %3 the kernel, %4x%5 its size, %6 the --padding value (circular or zero), %7 the output mapping.</extracomment>
        <translation>%1: %2; convolve: %3 (%4x%5), Auffüllen %6, %7</translation>
    </message>
    <message>
        <source>largest difference from the convolution by its definition (zeros beyond the borders): %1 (of values up to %2)</source>
        <translation>größte Abweichung von der Faltung nach Definition (Nullen jenseits der Ränder): %1 (bei Werten bis %2)</translation>
    </message>
    <message>
        <source>largest difference from the convolution by its definition (wrapping around): %1 (of values up to %2)</source>
        <translation>größte Abweichung von der Faltung nach Definition (periodisch fortgesetzt): %1 (bei Werten bis %2)</translation>
    </message>
    <message>
        <source>subsample needs --factor N (2 to 16)</source>
        <translation>subsample braucht --factor N (2 bis 16)</translation>
    </message>
    <message>
        <source>--factor must be a whole number from 2 to 16, not &apos;%1&apos;</source>
        <translation>--factor muss eine ganze Zahl von 2 bis 16 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--antialias chooses the low-pass itself: give it or --lowpass, not both</source>
        <translation>--antialias wählt den Tiefpass selbst: --antialias oder --lowpass angeben, nicht beide</translation>
    </message>
    <message>
        <source>%1 is %2x%3, smaller than the factor %4</source>
        <translation>%1 ist %2x%3 groß, kleiner als der Faktor %4</translation>
    </message>
    <message>
        <source>%1: %2; subsample: 1 in %3 pixels across and down after %4</source>
        <extracomment>&apos;subsample&apos; is the command&apos;s name; %4 the low-pass filter applied first.</extracomment>
        <translation>%1: %2; subsample: 1 von %3 Pixeln horizontal und vertikal, zuvor %4</translation>
    </message>
    <message>
        <source>%1: %2; subsample: 1 in %3 pixels across and down, no anti-aliasing</source>
        <extracomment>&apos;subsample&apos; is the command&apos;s name.</extracomment>
        <translation>%1: %2; subsample: 1 von %3 Pixeln horizontal und vertikal, ohne Anti-Aliasing</translation>
    </message>
    <message>
        <source>strongest needs --keep N</source>
        <translation>strongest braucht --keep N</translation>
    </message>
    <message>
        <source>--keep must be a whole number above 0, not &apos;%1&apos;</source>
        <translation>--keep muss eine ganze Zahl größer als 0 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2; strongest: %3 of %4 Fourier coefficients kept, %5</source>
        <extracomment>&apos;strongest&apos; is the command&apos;s name; %5 the output mapping.</extracomment>
        <translation>%1: %2; strongest: %3 von %4 Fourier-Koeffizienten behalten, %5</translation>
    </message>
    <message>
        <source>basis needs --bin U,V</source>
        <translation>basis braucht --bin U,V</translation>
    </message>
    <message>
        <source>--bin must be two whole numbers U,V, not &apos;%1&apos;</source>
        <translation>--bin muss aus zwei ganzen Zahlen U,V bestehen, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--bin %1,%2 is beyond the spectrum of a %3x%4 image (|U| &lt;= %5, |V| &lt;= %6)</source>
        <translation>--bin %1,%2 liegt außerhalb des Spektrums eines %3x%4-Bildes (|U| &lt;= %5, |V| &lt;= %6)</translation>
    </message>
    <message>
        <source>%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, a period of %7 px</source>
        <extracomment>&apos;basis&apos; is the command&apos;s name; %3,%4 the bin; F its Fourier coefficient.</extracomment>
        <translation>%1: %2; basis: Bin (%3, %4), |F| %5, arg F %6 Grad, Periode %7 px</translation>
    </message>
    <message>
        <source>%1: %2; basis: bin (%3, %4), |F| %5, arg F %6 degrees, the mean</source>
        <extracomment>&apos;basis&apos; is the command&apos;s name; %3,%4 the bin (0, 0); F its Fourier coefficient.</extracomment>
        <translation>%1: %2; basis: Bin (%3, %4), |F| %5, arg F %6 Grad, der Mittelwert</translation>
    </message>
    <message>
        <source>--%1 needs a number, got &apos;%2&apos;</source>
        <translation>--%1 erwartet eine Zahl, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--png-compression must be a whole number from 0 to 9, not &apos;%1&apos;</source>
        <translation>--png-compression muss eine ganze Zahl von 0 bis 9 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--page must be a whole number from 1, not &apos;%1&apos;</source>
        <translation>--page muss eine ganze Zahl ab 1 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--taper goes with --edges tukey</source>
        <translation>--taper gilt nur mit --edges tukey</translation>
    </message>
    <message>
        <source>--edges must be none, smooth, mirror, hann or tukey, not &apos;%1&apos;</source>
        <translation>--edges muss none, smooth, mirror, hann oder tukey sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--taper must be more than 0 and at most 1, not &apos;%1&apos;</source>
        <translation>--taper muss größer als 0 und höchstens 1 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--shape must be ideal, gaussian or butterworth, not &apos;%1&apos;</source>
        <translation>--shape muss ideal, gaussian oder butterworth sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--order needs a whole number, got &apos;%1&apos;</source>
        <translation>--order erwartet eine ganze Zahl, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--map must be auto, clamp, normalize, magnitude or none, not &apos;%1&apos;</source>
        <translation>--map muss auto, clamp, normalize, magnitude oder none sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--notch needs U,V,R or U,V,R,SHAPE (numbers, then ideal, gaussian or butterworth), got &apos;%1&apos;</source>
        <translation>--notch erwartet U,V,R oder U,V,R,SHAPE (Zahlen, dann ideal, gaussian oder butterworth), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--emphasis needs K1,K2 (two numbers), got &apos;%1&apos;</source>
        <translation>--emphasis erwartet K1,K2 (zwei Zahlen), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--homomorphic needs GL,GH,C,D0 (four numbers), got &apos;%1&apos;</source>
        <translation>--homomorphic erwartet GL,GH,C,D0 (vier Zahlen), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 needs ANGLE,OPENING[,SOFT[,FROM[,TO]]] (degrees, degrees, degrees, radii), got &apos;%2&apos;</source>
        <translation>--%1 erwartet ANGLE,OPENING[,SOFT[,FROM[,TO]]] (Grad, Grad, Grad, Radien), nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--stripes needs horizontal or vertical, then optionally ,TOLERANCE in degrees, got &apos;%1&apos;</source>
        <translation>--stripes erwartet horizontal oder vertical, optional gefolgt von ,TOLERANCE in Grad, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--stripes: the tolerance must be more than 0 and at most 90 degrees, not &apos;%1&apos;</source>
        <translation>--stripes: die Toleranz muss größer als 0 und höchstens 90 Grad sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--cycles needs U,V (cycles per image across and down), got &apos;%1&apos;</source>
        <translation>--cycles erwartet U,V (Perioden pro Bild horizontal und vertikal), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: centred log-magnitude spectrum of %2 (%3)</source>
        <translation>%1: zentriertes Spektrum (Log-Betrag) von %2 (%3)</translation>
    </message>
    <message>
        <source>%1: centred log-magnitude spectrum of %2 (%3), edges %4</source>
        <translation>%1: zentriertes Spektrum (Log-Betrag) von %2 (%3), Ränder %4</translation>
    </message>
    <message>
        <source>--show must be magnitude, phase, real or imaginary, not &apos;%1&apos;</source>
        <translation>--show muss magnitude, phase, real oder imaginary sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--show %1 is of the image as it is: it takes no --edges</source>
        <translation>--show %1 verwendet das Bild, wie es ist: --edges ist nicht möglich</translation>
    </message>
    <message>
        <source>%1: centred %2 spectrum of %3 (%4)</source>
        <extracomment>%2 is the --show value as given: phase, real or imaginary.</extracomment>
        <translation>%1: zentriertes Spektrum (%2) von %3 (%4)</translation>
    </message>
    <message>
        <source>[command]</source>
        <translation>[Befehl]</translation>
    </message>
    <message>
        <source>[arguments...]</source>
        <translation>[Argumente...]</translation>
    </message>
    <message>
        <source>image to open</source>
        <translation>zu öffnendes Bild</translation>
    </message>
    <message>
        <source>give at most one file to open (see --help)</source>
        <translation>höchstens eine Datei zum Öffnen angeben (siehe --help)</translation>
    </message>
    <message>
        <source>Cannot write the screenshot %1: %2</source>
        <translation>Das Bildschirmfoto %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>no result within 180 s</source>
        <translation>kein Ergebnis innerhalb von 180 s</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); run it in a desktop session, or use the headless commands (passband --help).</source>
        <translation>keine Anzeige für das Fenster (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt); starten Sie es in einer Desktop-Sitzung oder nutzen Sie die Befehle ohne Oberfläche (passband --help).</translation>
    </message>
    <message>
        <source>%1: %2; removed component of %3, mapped %4; %5 s from start to file written; device time of the filtering %6 ms on %7</source>
        <translation>%1: %2; von %3 entfernter Anteil, Abbildung %4; %5 s vom Start bis zur geschriebenen Datei; Gerätezeit des Filterns %6 ms auf %7</translation>
    </message>
    <message>
        <source>%1: %2; %3; %4 s from start to file written; device time of the filtering %5 ms on %6</source>
        <translation>%1: %2; %3; %4 s vom Start bis zur geschriebenen Datei; Gerätezeit des Filterns %5 ms auf %6</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: %5; %6 ms in all, device time %7 ms, plan reused</source>
        <translation>[%1/%2] %3 -&gt; %4: %5; %6 ms insgesamt, Gerätezeit %7 ms, Plan wiederverwendet</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: %5; %6 ms in all, device time %7 ms</source>
        <translation>[%1/%2] %3 -&gt; %4: %5; %6 ms insgesamt, Gerätezeit %7 ms</translation>
    </message>
    <message>
        <source>Filtered %1 of %2 images into %3 (%4) on %5; %6 s from start to the last file written</source>
        <translation>%1 von %2 Bildern auf %5 nach %3 gefiltert (%4); %6 s vom Start bis zur letzten geschriebenen Datei</translation>
    </message>
    <message>
        <source>--side-by-side and --lab each take the panes: give one of them</source>
        <translation>--side-by-side und --lab belegen beide die Bereiche: geben Sie nur eines davon an</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <source>Cannot read the kernel &apos;%1&apos;: %2 (--kernel takes box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE], or a file of rows of numbers)</source>
        <translation>Der Kern &apos;%1&apos; kann nicht gelesen werden: %2 (--kernel nimmt box:N, gaussian:SIGMA, sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE] oder eine Datei mit Zeilen von Zahlen)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Datei oder Verzeichnis nicht gefunden</translation>
    </message>
    <message>
        <source>--keep %1 is more than the %2 Fourier coefficients of a %3x%4 image (1 to %2)</source>
        <translation>--keep %1 ist mehr als die %2 Fourier-Koeffizienten eines %3x%4-Bildes (1 bis %2)</translation>
    </message>
    <message>
        <source>&apos;passband COMMAND --help&apos; shows a command&apos;s options, their values and defaults,
and an example.</source>
        <translation>&apos;passband COMMAND --help&apos; zeigt die Optionen eines Befehls, ihre Werte und Vorgaben
und ein Beispiel.</translation>
    </message>
    <message>
        <source>--lab must be %1, not &apos;%2&apos;</source>
        <extracomment>%1 lists the lab&apos;s modes (&quot;mix, hybrid, ... or basis&quot;), %2 the value given.</extracomment>
        <translation>--lab muss %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>note: %1 also holds the lab&apos;s %2 mode, which only the window shows; its filter is used</source>
        <translation>Hinweis: %1 enthält auch den Labormodus %2, den nur das Fenster zeigt; sein Filter wird verwendet</translation>
    </message>
    <message>
        <source>--floor must be auto, full or a number of dB above 0 (at most %1), not &apos;%2&apos;</source>
        <translation>--floor muss auto, full oder eine Zahl von dB über 0 sein (höchstens %1), nicht „%2“</translation>
    </message>
    <message>
        <source>--show %1 takes no --floor: the floor is the log magnitude&apos;s</source>
        <translation>--show %1 nimmt kein --floor: die Untergrenze gehört zum logarithmischen Betrag</translation>
    </message>
    <message>
        <source>[%1/%2] %3 -&gt; %4: up to date, skipped</source>
        <translation>[%1/%2] %3 -&gt; %4: aktuell, übersprungen</translation>
    </message>
    <message>
        <source>%1 outputs were up to date and skipped (--force filters them again)</source>
        <translation>%1 Ausgaben waren aktuell und wurden übersprungen (--force filtert sie erneut)</translation>
    </message>
    <message>
        <source>--python writes a .py script, not &apos;%1&apos;</source>
        <translation>--python schreibt ein .py-Skript, nicht „%1“</translation>
    </message>
    <message>
        <source>%1: the filter as a Python script (python3 %1 INPUT OUTPUT)</source>
        <translation>%1: der Filter als Python-Skript (python3 %1 INPUT OUTPUT)</translation>
    </message>
    <message>
        <source>%1: passband %2 as a Python script (python3 %1 A B OUTPUT)</source>
        <extracomment>%1 is the script&apos;s file; %2 the command it does (mix or hybrid), which is not translated.</extracomment>
        <translation>%1: passband %2 als Python-Skript (python3 %1 A B OUTPUT)</translation>
    </message>
    <message>
        <source>%1: passband %2 as a Python script (python3 %1 INPUT OUTPUT)</source>
        <extracomment>%1 is the script&apos;s file; %2 the command it does (convolve or subsample), which is not translated.</extracomment>
        <translation>%1: passband %2 als Python-Skript (python3 %1 INPUT OUTPUT)</translation>
    </message>
    <message>
        <source>the Passband Manual, in the window: Help &gt; Passband Manual (F1).</source>
        <translation>das Passband-Handbuch, im Fenster: Hilfe &gt; Passband-Handbuch (F1).</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>filter an image (--highpass, --lowpass, --shape, --order, --map,
--edges, --taper, --notch, --invert, --emphasis, --isotropic,
--wedge, --pass-wedge, --stripes, --homomorphic, --mask,
--preset, --measure, --removed)</source>
        <translation>ein Bild filtern (--highpass, --lowpass, --shape, --order, --map,
--edges, --taper, --notch, --invert, --emphasis, --isotropic,
--wedge, --pass-wedge, --stripes, --homomorphic, --mask,
--preset, --measure, --removed)</translation>
    </message>
    <message>
        <source>filter several images into DIR (--format EXT), one plan per size</source>
        <translation>mehrere Bilder nach DIR filtern (--format EXT), ein Plan je Größe</translation>
    </message>
    <message>
        <source>a numbered series over a range of radii, for slides:
--highpass FROM:TO[:STEP] or --lowpass FROM:TO[:STEP] (--format EXT)</source>
        <translation>eine nummerierte Serie über einen Radiusbereich, für Folien:
--highpass FROM:TO[:STEP] oder --lowpass FROM:TO[:STEP] (--format EXT)</translation>
    </message>
    <message>
        <source>write the centred log-magnitude spectrum as an 8-bit grey image
(--edges, --taper)</source>
        <translation>das zentrierte Spektrum (Log-Betrag) als 8-Bit-Graubild schreiben
(--edges, --taper)</translation>
    </message>
    <message>
        <source>write a test pattern: grating, bars (--cycles U,V), checkerboard
(--square S) or zoneplate, 8-bit grey (--size WxH)</source>
        <translation>ein Testmuster schreiben: grating, bars (--cycles U,V), checkerboard
(--square S) oder zoneplate, 8-Bit-Grau (--size WxH)</translation>
    </message>
    <message>
        <source>add periodic noise (--cycles U,V, --amplitude A) to an image</source>
        <translation>einem Bild periodisches Rauschen hinzufügen (--cycles U,V, --amplitude A)</translation>
    </message>
    <message>
        <source>the Fourier lab: magnitude from one image, phase from the other
(--magnitude-from a|b|one|W, --phase-from a|b|zero|W)</source>
        <translation>Fourier-Labor: Betrag aus einem Bild, Phase aus dem anderen
(--magnitude-from a|b|one|W, --phase-from a|b|zero|W)</translation>
    </message>
    <message>
        <source>the Fourier lab: a hybrid image, A&apos;s low frequencies and B&apos;s high ones
(--lowpass R, --highpass R)</source>
        <translation>Fourier-Labor: ein Hybridbild, tiefe Frequenzen von A, hohe von B
(--lowpass R, --highpass R)</translation>
    </message>
    <message>
        <source>the convolution theorem: a small kernel applied in the frequency domain
(--kernel K, --padding circular|zero, --compare)</source>
        <translation>Faltungssatz: ein kleiner Faltungskern, im Frequenzbereich angewandt
(--kernel K, --padding circular|zero, --compare)</translation>
    </message>
    <message>
        <source>sampling and aliasing: keep every Nth pixel (--factor N), with or without
an anti-aliasing low-pass (--antialias, or --lowpass R [--shape S])</source>
        <translation>Abtastung und Aliasing: jedes N-te Pixel behalten (--factor N), mit oder
ohne Anti-Aliasing-Tiefpass (--antialias oder --lowpass R [--shape S])</translation>
    </message>
    <message>
        <source>building an image: INPUT rebuilt from its N strongest Fourier coefficients
(--keep N)</source>
        <translation>Bildaufbau: INPUT aus seinen N stärksten Fourier-Koeffizienten aufgebaut
(--keep N)</translation>
    </message>
    <message>
        <source>basis images: what one Fourier coefficient and its mirror add to INPUT
(--bin U,V)</source>
        <translation>Basisbilder: was ein Fourier-Koeffizient und sein Spiegelbild zu INPUT
beitragen (--bin U,V)</translation>
    </message>
    <message>
        <source>DFT of one real sample per line, checked against a CPU FFT (--pad)</source>
        <translation>DFT eines reellen Abtastwerts pro Zeile, mit einer CPU-FFT geprüft (--pad)</translation>
    </message>
    <message>
        <source>list OpenCL platforms and devices with their limits</source>
        <translation>OpenCL-Plattformen und -Geräte mit ihren Grenzwerten auflisten</translation>
    </message>
    <message>
        <source>run the FFT engine on IMAGE (default: the bundled sample)</source>
        <translation>die FFT-Engine auf IMAGE ausführen (Vorgabe: das mitgelieferte Beispiel)</translation>
    </message>
    <message>
        <source>The high-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels (STEP default 1; at most 1000 frames), or one radius R while --lowpass is swept; one of the two is swept (required).</source>
        <translation>Die zu durchlaufenden Hochpass-Radien, FROM:TO[:STEP] in Spektrumpixeln (STEP Vorgabe 1; höchstens 1000 Bilder), oder ein Radius R, während --lowpass durchlaufen wird; einer der beiden wird durchlaufen (erforderlich).</translation>
    </message>
    <message>
        <source>The low-pass radii to sweep, FROM:TO[:STEP] in spectrum pixels (STEP default 1; at most 1000 frames), or one radius R while --highpass is swept; one of the two is swept (required).</source>
        <translation>Die zu durchlaufenden Tiefpass-Radien, FROM:TO[:STEP] in Spektrumpixeln (STEP Vorgabe 1; höchstens 1000 Bilder), oder ein Radius R, während --highpass durchlaufen wird; einer der beiden wird durchlaufen (erforderlich).</translation>
    </message>
    <message>
        <source>Edge handling before the FFT: none (default), smooth, mirror, hann or tukey; with --show magnitude only (phase, real and imaginary show the image as it is, and refuse --edges).</source>
        <translation>Randbehandlung vor der FFT: none (Vorgabe), smooth, mirror, hann oder tukey; nur mit --show magnitude (phase, real und imaginary zeigen das Bild, wie es ist, und lehnen --edges ab).</translation>
    </message>
    <message>
        <source>A grating&apos;s or bars&apos; frequency as cycles per image across and down (default 16,8); whole numbers put the peaks on spectrum bins.</source>
        <translation>Die Frequenz eines Gitters oder von Balken in Perioden pro Bild, horizontal und vertikal (Vorgabe 16,8); ganze Zahlen legen die Spitzen auf Spektrum-Bins.</translation>
    </message>
    <message>
        <source>A checkerboard&apos;s squares&apos; side in pixels, 1 to 16384 (default 16).</source>
        <translation>Die Seitenlänge der Quadrate eines Schachbretts in Pixeln, 1 bis 16384 (Vorgabe 16).</translation>
    </message>
    <message>
        <source>The noise&apos;s frequency as cycles per image across and down (default 24,16); whole numbers put its peaks on spectrum bins.</source>
        <translation>Die Frequenz des Rauschens in Perioden pro Bild, horizontal und vertikal (Vorgabe 24,16); ganze Zahlen legen seine Spitzen auf Spektrum-Bins.</translation>
    </message>
    <message>
        <source>Output mapping: normalize (default) or clamp.</source>
        <translation>Ausgabeabbildung: normalize (Vorgabe) oder clamp.</translation>
    </message>
    <message>
        <source>A&apos;s Gaussian low-pass radius R in spectrum pixels, above 0 (default 12).</source>
        <translation>Radius R des Gaußschen Tiefpasses für A in Spektrumpixeln, größer als 0 (Vorgabe 12).</translation>
    </message>
    <message>
        <source>B&apos;s Gaussian high-pass radius R in spectrum pixels, above 0 (default 24).</source>
        <translation>Radius R des Gaußschen Hochpasses für B in Spektrumpixeln, größer als 0 (Vorgabe 24).</translation>
    </message>
    <message>
        <source>Output mapping: clamp (default) or normalize.</source>
        <translation>Ausgabeabbildung: clamp (Vorgabe) oder normalize.</translation>
    </message>
    <message>
        <source>Output mapping: auto (default: magnitude for a kernel whose weights sum to 0, such as sobel-x or laplacian, else clamp), clamp, normalize or magnitude.</source>
        <translation>Ausgabeabbildung: auto (Vorgabe: magnitude für einen Kern, dessen Gewichte sich zu 0 summieren, etwa sobel-x oder laplacian, sonst clamp), clamp, normalize oder magnitude.</translation>
    </message>
    <message>
        <source>A low-pass of your own before keeping every Nth pixel, radius R in spectrum pixels (default: none; not with --antialias).</source>
        <translation>Ein eigener Tiefpass, bevor jedes N-te Pixel behalten wird, Radius R in Spektrumpixeln (Vorgabe: keiner; nicht mit --antialias).</translation>
    </message>
    <message>
        <source>Also write the mix as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from two images: python3 FILE A B OUTPUT (default: none).</source>
        <translation>Die Mischung zusätzlich als Python-Skript schreiben (NumPy, dazu Pillow und imageio für die Dateien), das aus zwei Bildern dieselbe Ausgabe schreibt: python3 FILE A B OUTPUT (Vorgabe: keins).</translation>
    </message>
    <message>
        <source>Also write the hybrid as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from two images: python3 FILE A B OUTPUT (the strip is not in it; default: none).</source>
        <translation>Das Hybridbild zusätzlich als Python-Skript schreiben (NumPy, dazu Pillow und imageio für die Dateien), das aus zwei Bildern dieselbe Ausgabe schreibt: python3 FILE A B OUTPUT (ohne den Streifen; Vorgabe: keins).</translation>
    </message>
    <message>
        <source>Also write the convolution as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (--compare is not in it; default: none).</source>
        <translation>Die Faltung zusätzlich als Python-Skript schreiben (NumPy, dazu Pillow und imageio für die Dateien), das aus einer Eingabe dieselbe Ausgabe schreibt: python3 FILE INPUT OUTPUT (ohne --compare; Vorgabe: keins).</translation>
    </message>
    <message>
        <source>Also write the subsampling, with its low-pass, as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (default: none).</source>
        <translation>Die Unterabtastung samt Tiefpass zusätzlich als Python-Skript schreiben (NumPy, dazu Pillow und imageio für die Dateien), das aus einer Eingabe dieselbe Ausgabe schreibt: python3 FILE INPUT OUTPUT (Vorgabe: keins).</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>F1: the manual, %1</source>
        <translation>F1: das Handbuch, %1</translation>
    </message>
    <message>
        <source>Manual: %1</source>
        <translation>Handbuch: %1</translation>
    </message>
</context>
<context>
    <name>Descriptions</name>
    <message>
        <source>infinite</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>colour with alpha</source>
        <translation>Farbe mit Alpha</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>grey with alpha</source>
        <translation>Grau mit Alpha</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>float</source>
        <translation>Gleitkomma</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8 Bit</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 Bit</translation>
    </message>
    <message>
        <source>maxval %1</source>
        <translation>Maximalwert %1</translation>
    </message>
    <message>
        <source>%1x%2 %3, %4</source>
        <translation>%1x%2 %3, %4</translation>
    </message>
    <message>
        <source>R = %1 px:</source>
        <translation>R = %1 px:</translation>
    </message>
    <message>
        <source>%1 %2 cycles/px, %3% of Nyquist, period %4 px</source>
        <translation>%1 %2 Perioden/px, %3 % der Nyquist-Frequenz, Periode %4 px</translation>
    </message>
    <message>
        <source>%1 across %2 cycles/px (%3% of Nyquist, period %4 px), down %5 cycles/px (%6%, period %7 px)</source>
        <translation>%1 horizontal %2 Perioden/px (%3 % der Nyquist-Frequenz, Periode %4 px), vertikal %5 Perioden/px (%6 %, Periode %7 px)</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>ideal</translation>
    </message>
    <message>
        <source>gaussian</source>
        <translation>Gauß</translation>
    </message>
    <message>
        <source>butterworth</source>
        <translation>Butterworth</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>smooth</source>
        <translation>glatt</translation>
    </message>
    <message>
        <source>mirror</source>
        <translation>gespiegelt</translation>
    </message>
    <message>
        <source>hann</source>
        <translation>Hann</translation>
    </message>
    <message>
        <source>tukey %1</source>
        <translation>Tukey %1</translation>
    </message>
    <message>
        <source>high-pass %1</source>
        <translation>Hochpass %1</translation>
    </message>
    <message>
        <source>low-pass %1</source>
        <translation>Tiefpass %1</translation>
    </message>
    <message>
        <source>no filter</source>
        <translation>kein Filter</translation>
    </message>
    <message>
        <source>no band</source>
        <translation>kein Band</translation>
    </message>
    <message>
        <source>butterworth order %1</source>
        <translation>Butterworth-Ordnung %1</translation>
    </message>
    <message>
        <source>isotropic</source>
        <translation>isotrop</translation>
    </message>
    <message>
        <source>inverted</source>
        <translation>invertiert</translation>
    </message>
    <message>
        <source>emphasis %1 + %2 H</source>
        <translation>Anhebung %1 + %2 H</translation>
    </message>
    <message>
        <source>homomorphic gammaL %1 gammaH %2 c %3 D0 %4</source>
        <translation>homomorph gammaL %1 gammaH %2 c %3 D0 %4</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>clamp</source>
        <translation>begrenzt</translation>
    </message>
    <message>
        <source>normalize</source>
        <translation>normiert</translation>
    </message>
    <message>
        <source>magnitude</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>%1 (auto)</source>
        <translation>%1 (automatisch)</translation>
    </message>
    <message>
        <source>edges %1</source>
        <translation>Ränder %1</translation>
    </message>
    <message>
        <source>notch (%1, %2) r %3 %4</source>
        <translation>Kerbe (%1, %2) r %3 %4</translation>
    </message>
    <message>
        <source>mask %1x%2</source>
        <translation>Maske %1x%2</translation>
    </message>
    <message>
        <source>pass wedge %1 deg opening %2</source>
        <translation>Durchlasskeil %1 Grad Öffnung %2</translation>
    </message>
    <message>
        <source>stop wedge %1 deg opening %2</source>
        <translation>Sperrkeil %1 Grad Öffnung %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>grating</source>
        <translation>Sinusgitter</translation>
    </message>
    <message>
        <source>bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <source>checkerboard</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>zoneplate</source>
        <translation>Zonenplatte</translation>
    </message>
    <message>
        <source>%1 %2x%3</source>
        <translation>%1 %2x%3</translation>
    </message>
    <message>
        <source>%1 soft %2</source>
        <translation>%1 weich %2</translation>
    </message>
    <message>
        <source>%1 radius %2..%3</source>
        <translation>%1 Radius %2..%3</translation>
    </message>
    <message>
        <source>%1 radius %2..</source>
        <translation>%1 Radius %2..</translation>
    </message>
    <message>
        <source>%1, %2 x %3 cycles</source>
        <translation>%1, %2 x %3 Perioden</translation>
    </message>
    <message>
        <source>%1, %2 px squares</source>
        <translation>%1, Quadrate %2 px</translation>
    </message>
    <message>
        <source>homomorphic</source>
        <translation>homomorph</translation>
    </message>
    <message>
        <source>notches: %1</source>
        <translation>Kerben: %1</translation>
    </message>
    <message>
        <source>wedges: %1</source>
        <translation>Keile: %1</translation>
    </message>
    <message>
        <source>painted mask</source>
        <translation>gemalte Maske</translation>
    </message>
    <message>
        <source>full range</source>
        <translation>voller Bereich</translation>
    </message>
    <message>
        <source>down to %1 dB below the peak</source>
        <translation>bis %1 dB unter der Spitze</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Open Video</source>
        <translation>Video öffnen</translation>
    </message>
    <message>
        <source>Videos (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;All files (*)</source>
        <translation>Videos (*.mp4 *.mkv *.webm *.avi *.mov *.ogv *.mpg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Load Mask</source>
        <translation>Maske laden</translation>
    </message>
    <message>
        <source>Masks (*.png *.tif *.tiff *.pgm);;All files (*)</source>
        <translation>Masken (*.png *.tif *.tiff *.pgm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Mask</source>
        <translation>Maske speichern</translation>
    </message>
    <message>
        <source>16-bit PNG (*.png)</source>
        <translation>16-Bit-PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ImageFormats</name>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>PGM image</source>
        <translation>PGM-Bild</translation>
    </message>
    <message>
        <source>PPM image</source>
        <translation>PPM-Bild</translation>
    </message>
    <message>
        <source>PFM image</source>
        <translation>PFM-Bild</translation>
    </message>
    <message>
        <source>TIFF image</source>
        <translation>TIFF-Bild</translation>
    </message>
    <message>
        <source>TIFF image, 32-bit float</source>
        <translation>TIFF-Bild, 32-Bit-Gleitkomma</translation>
    </message>
    <message>
        <source>FITS image</source>
        <translation>FITS-Bild</translation>
    </message>
    <message>
        <source>WebP image, lossless</source>
        <translation>WebP-Bild, verlustfrei</translation>
    </message>
    <message>
        <source>BMP image</source>
        <translation>BMP-Bild</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>JPEG-Bild</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>LabWork</name>
    <message>
        <source>log magnitude</source>
        <translation>logarithmischer Betrag</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>real part</source>
        <translation>Realteil</translation>
    </message>
    <message>
        <source>imaginary part</source>
        <translation>Imaginärteil</translation>
    </message>
    <message>
        <source>|F| = 1</source>
        <translation>|F| = 1</translation>
    </message>
    <message>
        <source>|F| of A</source>
        <translation>|F| von A</translation>
    </message>
    <message>
        <source>|F| of B</source>
        <translation>|F| von B</translation>
    </message>
    <message>
        <source>|F| %1 of the way to B</source>
        <translation>|F| zu %1 von A nach B</translation>
    </message>
    <message>
        <source>phase 0</source>
        <translation>Phase 0</translation>
    </message>
    <message>
        <source>phase of A</source>
        <translation>Phase von A</translation>
    </message>
    <message>
        <source>phase of B</source>
        <translation>Phase von B</translation>
    </message>
    <message>
        <source>phase %1 of the way to B</source>
        <translation>Phase zu %1 von A nach B</translation>
    </message>
    <message>
        <source>Mix: %1, %2</source>
        <translation>Mischung: %1, %2</translation>
    </message>
    <message>
        <source>Spectrum of the result (%1)</source>
        <translation>Spektrum des Ergebnisses (%1)</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Hybrid (A low-pass %1, B high-pass %2) at 1, 1/2, 1/4, 1/8</source>
        <translation>Hybrid (A Tiefpass %1, B Hochpass %2) in Größe 1, 1/2, 1/4, 1/8</translation>
    </message>
    <message>
        <source>zero padding to 2W x 2H</source>
        <translation>Auffüllen mit Nullen auf 2W x 2H</translation>
    </message>
    <message>
        <source>circular</source>
        <translation>zyklisch</translation>
    </message>
    <message>
        <source>Largest difference from the definition: %1 (of values up to %2)</source>
        <translation>Größte Abweichung von der Definition: %1 (bei Werten bis %2)</translation>
    </message>
    <message>
        <source>Spectrum of the kernel %1 (%2)</source>
        <translation>Spektrum des Faltungskerns %1 (%2)</translation>
    </message>
    <message>
        <source>Spectrum of the samples: replicas every %1 x %2 bins</source>
        <translation>Spektrum der Abtastwerte: Kopien alle %1 x %2 Bins</translation>
    </message>
    <message>
        <source>%1x%2 samples; frequencies beyond %3 cycles across and %4 down fold back</source>
        <translation>%1x%2 Abtastwerte; Frequenzen über %3 Perioden horizontal und %4 vertikal werden zurückgefaltet</translation>
    </message>
    <message>
        <source>%1 of %2 coefficients kept (%3%)</source>
        <translation>%1 von %2 Koeffizienten behalten (%3 %)</translation>
    </message>
    <message>
        <source>Basis image of bin (%1, %2) and its mirror, weighted by F</source>
        <translation>Basisbild des Bins (%1, %2) und seines Spiegelbilds, gewichtet mit F</translation>
    </message>
    <message>
        <source>Bin (%1, %2): |F| %3, arg F %4 degrees, %5</source>
        <translation>Bin (%1, %2): |F| %3, arg F %4 Grad, %5</translation>
    </message>
    <message>
        <source>a period of %1 px</source>
        <translation>Periode %1 px</translation>
    </message>
    <message>
        <source>the mean</source>
        <translation>der Mittelwert</translation>
    </message>
    <message>
        <source>Spectrum, red channel: click a bin</source>
        <translation>Spektrum, Rotkanal: Bin anklicken</translation>
    </message>
    <message>
        <source>Spectrum: click a bin</source>
        <translation>Spektrum: Bin anklicken</translation>
    </message>
    <message>
        <source>Convolution: %1 in the frequency domain (%2)</source>
        <translation>Faltung: %1 im Frequenzbereich (%2)</translation>
    </message>
    <message>
        <source>Convolution: %1 by its definition (zeros beyond the borders)</source>
        <translation>Faltung: %1 nach Definition (Nullen jenseits der Ränder)</translation>
    </message>
    <message>
        <source>Convolution: |frequency domain (%1) - definition|, white = %2</source>
        <translation>Faltung: |Frequenzbereich (%1) - Definition|, Weiß = %2</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, filtered first</source>
        <translation>Abtastung: 1 Pixel von %1, als %1x%1-Blöcke, zuvor gefiltert</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, low-passed at the new Nyquist frequency first</source>
        <translation>Abtastung: 1 Pixel von %1, als %1x%1-Blöcke, zuvor bei der neuen Nyquist-Frequenz tiefpassgefiltert</translation>
    </message>
    <message>
        <source>Sampling: 1 pixel in %1, as %1x%1 blocks, no anti-aliasing</source>
        <translation>Abtastung: 1 Pixel von %1, als %1x%1-Blöcke, ohne Anti-Aliasing</translation>
    </message>
    <message>
        <source>Basis: rebuilt from the %1 strongest of %2 coefficients</source>
        <translation>Basis: aufgebaut aus den %1 stärksten von %2 Koeffizienten</translation>
    </message>
    <message>
        <source>Spectrum: the coefficients kept, red channel</source>
        <translation>Spektrum: die behaltenen Koeffizienten, Rotkanal</translation>
    </message>
    <message>
        <source>Spectrum: the coefficients kept</source>
        <translation>Spektrum: die behaltenen Koeffizienten</translation>
    </message>
    <message>
        <source>Hybrid: A %1, B %2</source>
        <translation>Hybrid: A %1, B %2</translation>
    </message>
    <message>
        <source>Convolution: %1</source>
        <translation>Faltung: %1</translation>
    </message>
    <message>
        <source>Sampling: 1 in %1</source>
        <translation>Abtastung: 1 von %1</translation>
    </message>
    <message>
        <source>Basis: %1 strongest</source>
        <translation>Basis: %1 stärkste</translation>
    </message>
    <message>
        <source>Basis: bin (%1, %2)</source>
        <translation>Basis: Bin (%1, %2)</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Spectrum of the result: |F| = 1 everywhere, so one grey</source>
        <translation>Spektrum des Ergebnisses: überall |F| = 1, daher ein einziges Grau</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>OpenCL device: an index from &apos;passband devices&apos; or part of its name (default: $PASSBAND_DEVICE, else the best device).</source>
        <translation>OpenCL-Gerät: ein Index aus &apos;passband devices&apos; oder ein Teil seines Namens (Vorgabe: $PASSBAND_DEVICE, sonst das beste Gerät).</translation>
    </message>
    <message>
        <source>Filter shape: ideal (default), gaussian or butterworth.</source>
        <translation>Filterform: ideal (Vorgabe), gaussian oder butterworth.</translation>
    </message>
    <message>
        <source>Output mapping: auto (default), clamp, normalize, magnitude, or none (the real values, negatives included, into .tif, .fits or .pfm as 32-bit floats).</source>
        <translation>Ausgabeabbildung: auto (Vorgabe), clamp, normalize, magnitude oder none (die reellen Werte, negative eingeschlossen, als 32-Bit-Gleitkommazahlen in .tif, .fits oder .pfm).</translation>
    </message>
    <message>
        <source>Multi-page TIFF inputs: the page to read, from 1 (default 1).</source>
        <translation>Mehrseitige TIFF-Eingaben: die zu lesende Seite, ab 1 (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Edge handling before the FFT: none (default: the exact DFT, periodic), smooth (periodic plus smooth), mirror, hann or tukey.</source>
        <translation>Randbehandlung vor der FFT: none (Vorgabe: die exakte DFT, periodisch), smooth (periodisch plus glatt), mirror, hann oder tukey.</translation>
    </message>
    <message>
        <source>--edges tukey: the fraction of each side tapered, above 0 and at most 1 (default 0.5; 1 is the Hann window).</source>
        <translation>--edges tukey: der verjüngte Anteil jeder Seite, größer als 0 und höchstens 1 (Vorgabe 0.5; 1 ist das Hann-Fenster).</translation>
    </message>
    <message>
        <source>Invert the radial band: H&apos; = 1 - H (a band-pass becomes a band-reject).</source>
        <translation>Das radiale Band invertieren: H&apos; = 1 - H (aus einem Bandpass wird eine Bandsperre).</translation>
    </message>
    <message>
        <source>Measure radii in cycles per pixel, the same in every direction (an ellipse in bins on a non-square image; R means R/min(W,H) cycles per pixel).</source>
        <translation>Radien in Perioden pro Pixel messen, in jeder Richtung gleich (auf einem nicht quadratischen Bild eine Ellipse in Bins; R bedeutet R/min(W,H) Perioden pro Pixel).</translation>
    </message>
    <message>
        <source>mix: where the magnitude comes from: a (default), b, one, or a weight of b from 0 to 1.</source>
        <translation>mix: woher der Betrag kommt: a (Vorgabe), b, one oder ein Gewicht von b zwischen 0 und 1.</translation>
    </message>
    <message>
        <source>mix: where the phase comes from: b (default), a, zero, or a weight of b from 0 to 1.</source>
        <translation>mix: woher die Phase kommt: b (Vorgabe), a, zero oder ein Gewicht von b zwischen 0 und 1.</translation>
    </message>
    <message>
        <source>spectrum: what to show: magnitude (default: log(1 + |F|)), phase (arg F on a colour wheel, black where |F| is negligible), real or imaginary (red above 0, blue below).</source>
        <translation>spectrum: was angezeigt wird: magnitude (Vorgabe: log(1 + |F|)), phase (arg F auf einem Farbkreis, schwarz, wo |F| vernachlässigbar ist), real oder imaginary (rot über 0, blau darunter).</translation>
    </message>
    <message>
        <source>convolve: circular (default: the DFT&apos;s wraparound) or zero (2W x 2H of zeros: a linear convolution).</source>
        <translation>convolve: circular (Vorgabe: die periodische Fortsetzung der DFT) oder zero (2W x 2H mit Nullen: eine lineare Faltung).</translation>
    </message>
    <message>
        <source>convolve: also convolve in the image domain, by the definition, and print the largest difference.</source>
        <translation>convolve: zusätzlich im Bildbereich nach Definition falten und die größte Abweichung ausgeben.</translation>
    </message>
    <message>
        <source>subsample: first an ideal low-pass at the new Nyquist frequency, min(W, H) / (2N) spectrum pixels.</source>
        <translation>subsample: zuerst ein idealer Tiefpass bei der neuen Nyquist-Frequenz, min(W, H) / (2N) Spektrumpixel.</translation>
    </message>
    <message>
        <source>pattern, noise: the frequency as cycles per image across and down (default 16,8 for a pattern, 24,16 for noise); whole numbers put the peaks on spectrum bins.</source>
        <translation>pattern, noise: die Frequenz in Perioden pro Bild, horizontal und vertikal (Vorgabe 16,8 für ein Muster, 24,16 für Rauschen); ganze Zahlen legen die Spitzen auf Bins des Spektrums.</translation>
    </message>
    <message>
        <source>noise: amplitude as a fraction of full scale, 0 to 1 (default 0.15).</source>
        <translation>noise: Amplitude als Anteil des vollen Wertebereichs, 0 bis 1 (Vorgabe 0.15).</translation>
    </message>
    <message>
        <source>filter --output-dir, sweep: the output format&apos;s extension (default: each input&apos;s own where Passband writes it, else png; png for a sweep).</source>
        <translation>filter --output-dir, sweep: die Endung des Ausgabeformats (Vorgabe: die der jeweiligen Eingabe, sofern Passband sie schreibt, sonst png; png für eine Serie).</translation>
    </message>
    <message>
        <source>filter: write what the filter removed (input minus result) instead of the result.</source>
        <translation>filter: statt des Ergebnisses schreiben, was der Filter entfernt hat (Eingabe minus Ergebnis).</translation>
    </message>
    <message>
        <source>PNG outputs: zlib level, 0 (none, fastest) to 9 (smallest, slowest); default 1.</source>
        <translation>PNG-Ausgaben: zlib-Stufe, 0 (keine, am schnellsten) bis 9 (am kleinsten, am langsamsten); Vorgabe 1.</translation>
    </message>
    <message>
        <source>fft1d: zero-pad to the next power of two, as the seed program did.</source>
        <translation>fft1d: mit Nullen auf die nächste Zweierpotenz auffüllen, wie es das ursprüngliche Programm tat.</translation>
    </message>
    <message>
        <source>filter: also print the energy kept, PSNR and mean absolute difference against the input, and each cutoff in cycles per pixel, fraction of Nyquist and period.</source>
        <translation>filter: zusätzlich die erhaltene Energie, PSNR und mittlere absolute Abweichung zur Eingabe ausgeben sowie jede Grenzfrequenz in Perioden pro Pixel, als Anteil der Nyquist-Frequenz und als Periode.</translation>
    </message>
    <message>
        <source>Window: the lab&apos;s second image (B).</source>
        <translation>Fenster: das zweite Bild des Labors (B).</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Zeigt die Hilfe zu den Befehlszeilenoptionen an.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Zeigt die Versionsinformation an.</translation>
    </message>
    <message>
        <source>Window: once the first exact result is shown, save the window as a PNG image to FILE and quit (for documentation and checks of an installation).</source>
        <translation>Fenster: sobald das erste exakte Ergebnis angezeigt wird, das Fenster als PNG-Bild in FILE speichern und beenden (für Dokumentation und zur Prüfung einer Installation).</translation>
    </message>
    <message>
        <source>Window: open with the filters side by side (View &gt; Filters Side by Side).</source>
        <translation>Fenster: mit den Filtern nebeneinander öffnen (Ansicht &gt; Filter nebeneinander).</translation>
    </message>
    <message>
        <source>Window: play a lesson file in presentation mode, from its first step (Page Down and Page Up step through it).</source>
        <translation>Fenster: eine Lektionsdatei im Präsentationsmodus abspielen, ab ihrem ersten Schritt (Bild ab und Bild auf blättern durch sie).</translation>
    </message>
    <message>
        <source>High-pass radius R in spectrum pixels, 0 to 10000000: passes D &gt;= R (default 0: off).</source>
        <translation>Hochpass-Radius R in Spektrumpixeln, 0 bis 10000000: lässt D &gt;= R durch (Vorgabe 0: aus).</translation>
    </message>
    <message>
        <source>Low-pass radius R in spectrum pixels, 0 to 10000000: passes D &lt; R (default: none).</source>
        <translation>Tiefpass-Radius R in Spektrumpixeln, 0 bis 10000000: lässt D &lt; R durch (Vorgabe: keiner).</translation>
    </message>
    <message>
        <source>Butterworth order n, 1 to 64 (default 2).</source>
        <translation>Butterworth-Ordnung n, 1 bis 64 (Vorgabe 2).</translation>
    </message>
    <message>
        <source>A notch pair at U,V and -U,-V (spectrum pixels from the centre, V down) stopping radius R above 0, shaped gaussian (default), ideal or butterworth; repeatable, at most 64 (default: none).</source>
        <translation>Ein Kerbenpaar bei U,V und -U,-V (Spektrumpixel ab der Mitte, V nach unten), das den Radius R größer als 0 sperrt, Form gaussian (Vorgabe), ideal oder butterworth; wiederholbar, höchstens 64 (Vorgabe: keines).</translation>
    </message>
    <message>
        <source>High-frequency emphasis: the band becomes K1 + K2 H (0 to 100 each, not both 0; with a high-pass, 1,K2 is high-boost; default 0,1: the band as it is).</source>
        <translation>Hochfrequenzanhebung: Das Band wird zu K1 + K2 H (je 0 bis 100, nicht beide 0; mit einem Hochpass ergibt 1,K2 eine High-Boost-Filterung; Vorgabe 0,1: das Band, wie es ist).</translation>
    </message>
    <message>
        <source>Stop a wedge and its mirror: axis ANGLE degrees (0 right, 90 up; -360 to 360), full OPENING (above 0, at most 180), SOFT edge degrees (0 to 180, default 0), radius range FROM..TO (default 0 to the corner); repeatable, at most 8 wedges (default: none).</source>
        <translation>Einen Keil und sein Spiegelbild sperren: Achse ANGLE Grad (0 rechts, 90 oben; -360 bis 360), volle Öffnung OPENING (größer als 0, höchstens 180), weicher Rand SOFT Grad (0 bis 180, Vorgabe 0), Radiusbereich FROM..TO (Vorgabe 0 bis zur Ecke); wiederholbar, höchstens 8 Keile (Vorgabe: keiner).</translation>
    </message>
    <message>
        <source>Pass a wedge and its mirror (values and defaults as --wedge); repeatable (default: none).</source>
        <translation>Einen Keil und sein Spiegelbild durchlassen (Werte und Vorgaben wie bei --wedge); wiederholbar (Vorgabe: keiner).</translation>
    </message>
    <message>
        <source>Suppress horizontal or vertical stripes: a stop wedge on the spectrum&apos;s other axis, TOL degrees either side (above 0, at most 90; default 5); repeatable (default: none).</source>
        <translation>Streifen unterdrücken, horizontal oder vertical: ein Sperrkeil auf der anderen Achse des Spektrums, TOL Grad zu jeder Seite (größer als 0, höchstens 90; Vorgabe 5); wiederholbar (Vorgabe: keiner).</translation>
    </message>
    <message>
        <source>Homomorphic filtering: ln(1 + f), then H times (GH - GL)(1 - exp(-C D^2/D0^2)) + GL, then exp - 1 (GL, GH 0 to 100; C above 0; D0 at least 0.01; default: none).</source>
        <translation>Homomorphe Filterung: ln(1 + f), dann H mal (GH - GL)(1 - exp(-C D^2/D0^2)) + GL, dann exp - 1 (GL, GH 0 bis 100; C größer als 0; D0 mindestens 0.01; Vorgabe: keine).</translation>
    </message>
    <message>
        <source>A painted mask: a grey image the size of the input (16-bit PNG as the window saves it), 0 stopping, white passing, laid out as the spectrum shows it (default: none).</source>
        <translation>Eine gemalte Maske: ein Graubild in der Größe der Eingabe (16-Bit-PNG, wie das Fenster es speichert), 0 sperrt, Weiß lässt durch, angeordnet wie im Spektrum dargestellt (Vorgabe: keine).</translation>
    </message>
    <message>
        <source>hybrid: also write FILE, the result at full, half, quarter and eighth size side by side: how it reads from further and further away (default: none).</source>
        <translation>hybrid: zusätzlich FILE schreiben, das Ergebnis in voller, halber, Viertel- und Achtelgröße nebeneinander: wie es aus immer größerer Entfernung wirkt (Vorgabe: keine).</translation>
    </message>
    <message>
        <source>convolve: box:N (odd N, 1 to 15), gaussian:SIGMA (above 0, at most 7/3), sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE] (odd LENGTH 1 to 15; ANGLE degrees, default 0), or a text file of rows of numbers (odd sizes up to 15x15); required.</source>
        <translation>convolve: box:N (ungerades N, 1 bis 15), gaussian:SIGMA (größer als 0, höchstens 7/3), sobel-x, sobel-y, laplacian, motion:LENGTH[,ANGLE] (ungerades LENGTH 1 bis 15; ANGLE in Grad, Vorgabe 0) oder eine Textdatei mit Zeilen von Zahlen (ungerade Größen bis 15x15); erforderlich.</translation>
    </message>
    <message>
        <source>sweep: also write every frame on one PNG, labelled with its radius (default: none).</source>
        <translation>sweep: zusätzlich alle Einzelbilder als Kontaktabzug in ein PNG schreiben, jeweils mit ihrem Radius beschriftet (Vorgabe: keiner).</translation>
    </message>
    <message>
        <source>strongest: how many Fourier coefficients to keep, 1 to W x H; required.</source>
        <translation>strongest: wie viele Fourier-Koeffizienten behalten werden, 1 bis W x H; erforderlich.</translation>
    </message>
    <message>
        <source>basis: the bin, cycles across and down the image (either sign; |U| at most W/2, |V| at most H/2); required.</source>
        <translation>basis: der Bin, in Perioden horizontal und vertikal über das Bild (beide Vorzeichen möglich; |U| höchstens W/2, |V| höchstens H/2); erforderlich.</translation>
    </message>
    <message>
        <source>subsample: keep every Nth pixel across and down, N from 2 to 16; required.</source>
        <translation>subsample: jedes N-te Pixel horizontal und vertikal behalten, N von 2 bis 16; erforderlich.</translation>
    </message>
    <message>
        <source>pattern: width x height in pixels, 1 to 16384 each (default 512x512).</source>
        <translation>pattern: Breite x Höhe in Pixeln, je 1 bis 16384 (Vorgabe 512x512).</translation>
    </message>
    <message>
        <source>pattern checkerboard: the squares&apos; side in pixels, 1 to 16384 (default 16).</source>
        <translation>pattern checkerboard: die Seitenlänge der Quadrate in Pixeln, 1 bis 16384 (Vorgabe 16).</translation>
    </message>
    <message>
        <source>filter: start from this preset (a .json file, or an image Passband exported); other filter options given override it (default: none).</source>
        <translation>filter: von dieser Voreinstellung ausgehen (eine .json-Datei oder ein von Passband exportiertes Bild); zusätzlich angegebene Filteroptionen haben Vorrang (Vorgabe: keine).</translation>
    </message>
    <message>
        <source>filter: write every input, filtered, into this directory (all the files given are inputs); required by this form of filter, which it selects.</source>
        <translation>filter: jede Eingabe gefiltert in dieses Verzeichnis schreiben (alle angegebenen Dateien sind Eingaben); für diese Form von filter erforderlich, die es auswählt.</translation>
    </message>
    <message>
        <source>Window: open in a lab mode: %1.</source>
        <extracomment>%1 lists the lab&apos;s modes (&quot;mix, hybrid, ... or basis&quot;).</extracomment>
        <translation>Fenster: in einem Labormodus öffnen: %1.</translation>
    </message>
    <message>
        <source>spectrum: how far below its peak the log magnitude is shown, black below: auto (default: 100 dB for 512x512, 10 dB more each tenfold in pixels), full (minimum to maximum) or a number of dB above 0.</source>
        <translation>spectrum: wie weit unter seiner Spitze der logarithmische Betrag gezeigt wird, darunter schwarz: auto (Standard: 100 dB bei 512x512, 10 dB mehr je Verzehnfachung der Pixel), full (Minimum bis Maximum) oder eine Zahl von dB über 0.</translation>
    </message>
    <message>
        <source>Window: open in presentation mode, full screen (View &gt; Presentation Mode, F5).</source>
        <translation>Fenster: im Präsentationsmodus öffnen, im Vollbild (Ansicht &gt; Präsentationsmodus, F5).</translation>
    </message>
    <message>
        <source>filter --output-dir: filter every input again, even where its output is up to date (newer than the input, the preset and the mask, and recording the same filter; by default such outputs are skipped).</source>
        <translation>filter --output-dir: jede Eingabe erneut filtern, auch wenn ihre Ausgabe aktuell ist (neuer als die Eingabe, die Voreinstellung und die Maske, und mit demselben Filter erzeugt; standardmäßig werden solche Ausgaben übersprungen).</translation>
    </message>
    <message>
        <source>filter --output-dir: print one JSON object per input on a line of its own (input, output, status, seconds, settings) instead of the progress lines (the default).</source>
        <translation>filter --output-dir: statt der Fortschrittszeilen ein JSON-Objekt je Eingabe in einer eigenen Zeile ausgeben (input, output, status, seconds, settings); Vorgabe: die Fortschrittszeilen.</translation>
    </message>
    <message>
        <source>filter: also write the filter as a Python script (NumPy, with Pillow and imageio for the files) that writes the same output from an input: python3 FILE INPUT OUTPUT (default: none).</source>
        <translation>filter: den Filter zusätzlich als Python-Skript schreiben (NumPy, dazu Pillow und imageio für die Dateien), das aus einer Eingabe dieselbe Ausgabe schreibt: python3 FILE INPUT OUTPUT (Vorgabe: keins).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A figure is written as .png or .pdf, not &apos;%1&apos;.</source>
        <translation>Eine Abbildung wird als .png oder .pdf geschrieben, nicht als &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>drawing failed</source>
        <translation>Zeichnen fehlgeschlagen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> cycles</source>
        <translation> Perioden</translation>
    </message>
    <message>
        <source>Cycles per image; whole numbers put the peaks exactly on spectrum pixels</source>
        <translation>Perioden pro Bild; ganze Zahlen legen die Spitzen genau auf Spektrumpixel</translation>
    </message>
</context>
<context>
    <name>passband::AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The impulse response and radial spectrum are the filter&apos;s: turn the lab off to see them (the Lab dock&apos;s readout describes its result).</source>
        <translation>Impulsantwort und radiales Spektrum gehören zum Filter: Schalten Sie das Labor aus, um sie zu sehen (die Anzeige im Labor-Dock beschreibt sein Ergebnis).</translation>
    </message>
    <message>
        <source>The panes side by side are filters of different shapes, each said in its title: the impulse response and radial spectrum are of one filter, the Filter panel&apos;s, shown when you go back to its panes.</source>
        <translation>Die Bereiche nebeneinander sind Filter verschiedener Formen, jede in ihrem Titel genannt: Impulsantwort und radiales Spektrum gehören zu einem Filter, dem des Filter-Bedienfelds, und erscheinen, wenn Sie zu seinen Bereichen zurückkehren.</translation>
    </message>
</context>
<context>
    <name>passband::CircleTool</name>
    <message>
        <source>High-pass</source>
        <translation>Hochpass</translation>
    </message>
    <message>
        <source>Low-pass</source>
        <translation>Tiefpass</translation>
    </message>
    <message>
        <source>%1 %2
Drag to change it; Shift: whole pixels</source>
        <translation>%1 %2
Ziehen zum Ändern; Umschalt: ganze Pixel</translation>
    </message>
    <message>
        <source>Drag High-pass Circle</source>
        <translation>Hochpass-Kreis ziehen</translation>
    </message>
    <message>
        <source>Drag Low-pass Circle</source>
        <translation>Tiefpass-Kreis ziehen</translation>
    </message>
</context>
<context>
    <name>passband::ControlPanel</name>
    <message>
        <source>&amp;High-pass radius</source>
        <translation>&amp;Hochpass-Radius</translation>
    </message>
    <message>
        <source>&amp;Low-pass radius</source>
        <translation>&amp;Tiefpass-Radius</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Ordnung:</translation>
    </message>
    <message>
        <source>&amp;Taper:</source>
        <translation>Tukey-&amp;Anteil:</translation>
    </message>
    <message>
        <source>Show what the filter re&amp;moved</source>
        <translation>Zeigen, was der Filter &amp;entfernt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Alle entfernen</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Pass frequencies at or beyond this radius: edges and fine detail</source>
        <translation>Frequenzen ab diesem Radius durchlassen: Kanten und feine Details</translation>
    </message>
    <message>
        <source>Pass frequencies below this radius: smooth shapes</source>
        <translation>Frequenzen unterhalb dieses Radius durchlassen: glatte Formen</translation>
    </message>
    <message>
        <source>High-pass radius</source>
        <translation>Hochpass-Radius</translation>
    </message>
    <message>
        <source>High-pass radius in spectrum pixels</source>
        <translation>Hochpass-Radius in Spektrumpixeln</translation>
    </message>
    <message>
        <source>Low-pass radius</source>
        <translation>Tiefpass-Radius</translation>
    </message>
    <message>
        <source>Low-pass radius in spectrum pixels</source>
        <translation>Tiefpass-Radius in Spektrumpixeln</translation>
    </message>
    <message>
        <source>A logarithmic scale: fine steps at the small radii where most of an image&apos;s energy lies; the box beside it takes exact values</source>
        <translation>Logarithmische Skala: feine Schritte bei kleinen Radien, wo der Großteil der Bildenergie liegt; das Feld daneben nimmt exakte Werte an</translation>
    </message>
    <message>
        <source>Notch pairs</source>
        <translation>Kerbenpaare</translation>
    </message>
    <message>
        <source>Notch radius</source>
        <translation>Kerbradius</translation>
    </message>
    <message>
        <source>Notch shape</source>
        <translation>Kerbform</translation>
    </message>
    <message>
        <source>Radius (spectrum pixels from the centre)</source>
        <translation>Radius (Spektrumpixel ab der Mitte)</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>Gauß</translation>
    </message>
    <message>
        <source>Butterworth</source>
        <translation>Butterworth</translation>
    </message>
    <message>
        <source>Ideal cuts sharply and rings; Gaussian and Butterworth roll off smoothly</source>
        <translation>Ideal schneidet scharf ab und schwingt über; Gauß und Butterworth fallen sanft ab</translation>
    </message>
    <message>
        <source>Butterworth order: higher is sharper</source>
        <translation>Butterworth-Ordnung: höher ist steiler</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Clamp</source>
        <translation>Begrenzen</translation>
    </message>
    <message>
        <source>Normalize</source>
        <translation>Normieren</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>None (real values)</source>
        <translation>Keine (reelle Werte)</translation>
    </message>
    <message>
        <source>How the filtered values become pixels: auto is magnitude with a high-pass, else clamp; none keeps the real values, negatives included (float data only; export them as TIFF, FITS or PFM)</source>
        <translation>Wie die gefilterten Werte zu Pixeln werden: Automatisch ist Betrag bei einem Hochpass, sonst Begrenzen; Keine behält die reellen Werte, negative eingeschlossen (nur Gleitkommadaten; als TIFF, FITS oder PFM exportieren)</translation>
    </message>
    <message>
        <source>Shape and output</source>
        <translation>Form und Ausgabe</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>A&amp;usgabe:</translation>
    </message>
    <message>
        <source>None (periodic)</source>
        <translation>Keine (periodisch)</translation>
    </message>
    <message>
        <source>Periodic + smooth</source>
        <translation>Periodisch + glatt</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Hann window</source>
        <translation>Hann-Fenster</translation>
    </message>
    <message>
        <source>Tukey window</source>
        <translation>Tukey-Fenster</translation>
    </message>
    <message>
        <source>The DFT wraps the image around, so borders that differ make a bright cross through the spectrum&apos;s centre. Periodic + smooth (Moisan) filters the part of the image whose borders join up and adds the smooth rest back; mirror filters the image with its mirror images; a window fades the borders to the mean</source>
        <translation>Die DFT setzt das Bild periodisch fort, daher erzeugen ungleiche Ränder ein helles Kreuz durch die Mitte des Spektrums. Periodisch + glatt (Moisan) filtert den Bildanteil, dessen Ränder aneinanderpassen, und addiert den glatten Rest wieder; Spiegeln filtert das Bild mit seinen Spiegelbildern; ein Fenster blendet die Ränder zum Mittelwert hin aus</translation>
    </message>
    <message>
        <source>The share of each side the Tukey window fades (1 is the Hann window)</source>
        <translation>Der Anteil jeder Seite, den das Tukey-Fenster ausblendet (1 ist das Hann-Fenster)</translation>
    </message>
    <message>
        <source>&amp;Edges:</source>
        <translation>&amp;Ränder:</translation>
    </message>
    <message>
        <source>Show the input minus the result in the result pane: what the filter took out</source>
        <translation>Im Ergebnisbereich die Eingabe minus das Ergebnis zeigen: was der Filter herausgenommen hat</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Energy kept: the share of the spectrum&apos;s power the filter passes. PSNR and mean absolute difference: the result against the original, in output levels. Each cutoff radius also in cycles per pixel, as a fraction of Nyquist (0.5 cycles per pixel) and as the period it corresponds to</source>
        <translation>Erhaltene Energie: der Anteil der Leistung des Spektrums, den der Filter durchlässt. PSNR und mittlere absolute Abweichung: das Ergebnis im Vergleich zum Original, in Ausgabestufen. Jeder Grenzradius zusätzlich in Perioden pro Pixel, als Anteil der Nyquist-Frequenz (0,5 Perioden pro Pixel) und als zugehörige Periode</translation>
    </message>
    <message>
        <source>Notches (double-click a peak in the spectrum)</source>
        <translation>Kerben (Doppelklick auf eine Spitze im Spektrum)</translation>
    </message>
    <message>
        <source>Each notch stops a small disc of frequencies and its mirror image through the centre: periodic noise shows as such a pair of bright peaks. Drag a notch in the spectrum to move it; right-click it or press Delete here to remove it</source>
        <translation>Jede Kerbe sperrt eine kleine Frequenzscheibe und ihr Spiegelbild durch die Mitte: Periodisches Rauschen zeigt sich als ein solches Paar heller Spitzen. Ziehen Sie eine Kerbe im Spektrum, um sie zu verschieben; klicken Sie sie mit der rechten Maustaste an oder drücken Sie hier Entf, um sie zu entfernen</translation>
    </message>
    <message>
        <source>Rad&amp;ius:</source>
        <translation>Ra&amp;dius:</translation>
    </message>
    <message>
        <source>Clear Mask</source>
        <translation>Maske löschen</translation>
    </message>
    <message>
        <source>Invert Mask</source>
        <translation>Maske invertieren</translation>
    </message>
    <message>
        <source>Remove Notch</source>
        <translation>Kerbe entfernen</translation>
    </message>
    <message>
        <source>Clear Notches</source>
        <translation>Alle Kerben entfernen</translation>
    </message>
    <message>
        <source>Radii 0 to %1 px, the spectrum&apos;s corner, on logarithmic sliders; the boxes take exact values. Drag the circles in the spectrum too.</source>
        <translation>Radien 0 bis %1 px (die Ecke des Spektrums) auf logarithmischen Schiebereglern; die Felder nehmen exakte Werte an. Die Kreise lassen sich auch im Spektrum ziehen.</translation>
    </message>
    <message>
        <source>(%1, %2) and (%3, %4), radius %5, %6</source>
        <translation>(%1, %2) und (%3, %4), Radius %5, %6</translation>
    </message>
    <message>
        <source>Change Notch</source>
        <translation>Kerbe ändern</translation>
    </message>
    <message>
        <source>infinite</source>
        <translation>unendlich</translation>
    </message>
    <message>
        <source>%1 dB</source>
        <translation>%1 dB</translation>
    </message>
    <message>
        <source>Energy kept %1%</source>
        <translation>Erhaltene Energie %1 %</translation>
    </message>
    <message>
        <source>PSNR %1, mean absolute difference %2</source>
        <translation>PSNR %1, mittlere absolute Abweichung %2</translation>
    </message>
    <message>
        <source>High-pass %1</source>
        <translation>Hochpass %1</translation>
    </message>
    <message>
        <source>Low-pass %1</source>
        <translation>Tiefpass %1</translation>
    </message>
    <message>
        <source>Filters side by side: each pane has its own shape and order, above it</source>
        <translation>Filter nebeneinander: Jeder Bereich hat seine eigene Form und Ordnung, darüber</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>The selected notch&apos;s centre, cycles across (its mirror is at -U, -V); Add puts a new pair here</source>
        <translation>Mitte der gewählten Kerbe, Perioden waagerecht (ihr Spiegelbild liegt bei -U, -V); Hinzufügen setzt hier ein neues Paar</translation>
    </message>
    <message>
        <source>The selected notch&apos;s centre, cycles down (its mirror is at -U, -V); Add puts a new pair here</source>
        <translation>Mitte der gewählten Kerbe, Perioden senkrecht (ihr Spiegelbild liegt bei -U, -V); Hinzufügen setzt hier ein neues Paar</translation>
    </message>
    <message>
        <source>Add a notch pair at U, V and its mirror, with the radius and shape shown</source>
        <translation>Ein Kerbenpaar bei U, V und seinem Spiegelbild hinzufügen, mit dem gezeigten Radius und der gezeigten Form</translation>
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
        <translation>Kerbe hinzufügen</translation>
    </message>
</context>
<context>
    <name>passband::Engine</name>
    <message>
        <source>Preparing kernels for %1x%2 (once per size on this device)</source>
        <translation>Kernel für %1x%2 werden vorbereitet (einmal je Größe auf diesem Gerät)</translation>
    </message>
    <message>
        <source>Preparing the transforms for %1x%2</source>
        <translation>Transformationen für %1x%2 werden vorbereitet</translation>
    </message>
    <message>
        <source>; now using %1</source>
        <translation>; jetzt auf %1</translation>
    </message>
    <message>
        <source>; no OpenCL device can do the work</source>
        <translation>; kein OpenCL-Gerät kann die Arbeit ausführen</translation>
    </message>
    <message>
        <source>No OpenCL device can do the work.</source>
        <translation>Kein OpenCL-Gerät kann die Arbeit ausführen.</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <source>No OpenCL device is available, so the image cannot be filtered.</source>
        <translation>Kein OpenCL-Gerät verfügbar, daher kann das Bild nicht gefiltert werden.</translation>
    </message>
    <message>
        <source>Computing the spectrum of a %1 image</source>
        <translation>Spektrum eines Bildes (%1) wird berechnet</translation>
    </message>
    <message>
        <source>Exact updates while dragging, no previews. %1</source>
        <translation>Exakte Ergebnisse beim Ziehen, keine Vorschauen. %1</translation>
    </message>
    <message>
        <source>The spectrum is shown at the pane&apos;s size only. %1</source>
        <translation>Das Spektrum wird nur in der Größe des Bereichs gezeigt. %1</translation>
    </message>
</context>
<context>
    <name>passband::ExportActions</name>
    <message>
        <source>Export Spectrum Image</source>
        <translation>Spektrumbild exportieren</translation>
    </message>
    <message>
        <source>Export Filtered Image</source>
        <translation>Gefiltertes Bild exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Exported %1%2</source>
        <translation>Exportiert: %1%2</translation>
    </message>
    <message>
        <source>Load Preset</source>
        <translation>Voreinstellung laden</translation>
    </message>
    <message>
        <source>Passband presets and exported images (*.json *.png *.pgm *.ppm);;All files (*)</source>
        <translation>Passband-Voreinstellungen und exportierte Bilder (*.json *.png *.pgm *.ppm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Preset</source>
        <translation>Voreinstellung speichern</translation>
    </message>
    <message>
        <source>Passband preset (*.json)</source>
        <translation>Passband-Voreinstellung (*.json)</translation>
    </message>
    <message>
        <source>Loaded the preset of %1</source>
        <translation>Voreinstellung aus %1 geladen</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Voreinstellung kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Saved the preset as %1</source>
        <translation>Voreinstellung gespeichert als %1</translation>
    </message>
    <message>
        <source>Cannot save the preset</source>
        <translation>Voreinstellung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Export Shown Image</source>
        <translation>Angezeigtes Bild exportieren</translation>
    </message>
    <message>
        <source>An export is still being written; wait for it or cancel it first.</source>
        <translation>Ein Export wird noch geschrieben; warten Sie darauf oder brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 wird exportiert</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not written</source>
        <translation>Abgebrochen: %1 wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>Export Filter as Python Script</source>
        <translation>Filter als Python-Skript exportieren</translation>
    </message>
    <message>
        <source>Python script (*.py)</source>
        <translation>Python-Skript (*.py)</translation>
    </message>
    <message>
        <source>Saved the filter as a Python script: python3 %1 INPUT OUTPUT</source>
        <translation>Filter als Python-Skript gespeichert: python3 %1 INPUT OUTPUT</translation>
    </message>
    <message>
        <source>Cannot save the Python script</source>
        <translation>Das Python-Skript kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>passband::FilterModel</name>
    <message>
        <source>High-pass On</source>
        <translation>Hochpass ein</translation>
    </message>
    <message>
        <source>High-pass Off</source>
        <translation>Hochpass aus</translation>
    </message>
    <message>
        <source>High-pass Radius</source>
        <translation>Hochpass-Radius</translation>
    </message>
    <message>
        <source>Low-pass On</source>
        <translation>Tiefpass ein</translation>
    </message>
    <message>
        <source>Low-pass Off</source>
        <translation>Tiefpass aus</translation>
    </message>
    <message>
        <source>Low-pass Radius</source>
        <translation>Tiefpass-Radius</translation>
    </message>
    <message>
        <source>Filter Shape</source>
        <translation>Filterform</translation>
    </message>
    <message>
        <source>Butterworth Order</source>
        <translation>Butterworth-Ordnung</translation>
    </message>
    <message>
        <source>Output Mapping</source>
        <translation>Ausgabeabbildung</translation>
    </message>
    <message>
        <source>Window Taper</source>
        <translation>Tukey-Anteil</translation>
    </message>
    <message>
        <source>Edge Handling</source>
        <translation>Randbehandlung</translation>
    </message>
    <message>
        <source>Notches</source>
        <translation>Kerben</translation>
    </message>
    <message>
        <source>Band-reject On</source>
        <translation>Bandsperre ein</translation>
    </message>
    <message>
        <source>Band-reject Off</source>
        <translation>Bandsperre aus</translation>
    </message>
    <message>
        <source>Emphasis</source>
        <translation>Anhebung</translation>
    </message>
    <message>
        <source>Isotropic Radius</source>
        <translation>Isotroper Radius</translation>
    </message>
    <message>
        <source>Homomorphic</source>
        <translation>Homomorphe Filterung</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>Keile</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>Filter Settings</source>
        <translation>Filtereinstellungen</translation>
    </message>
</context>
<context>
    <name>passband::FilterPanes</name>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred)</source>
        <translation>Spektrum (Log-Betrag, zentriert)</translation>
    </message>
    <message>
        <source>Filtered</source>
        <translation>Gefiltert</translation>
    </message>
    <message>
        <source>Computing the spectrum...</source>
        <translation>Spektrum wird berechnet...</translation>
    </message>
    <message>
        <source>Computing the filtered image...</source>
        <translation>Gefiltertes Bild wird berechnet...</translation>
    </message>
    <message>
        <source>Filtered (computing...)</source>
        <translation>Gefiltert (wird berechnet...)</translation>
    </message>
    <message>
        <source>Removed by the filter (input minus result)</source>
        <translation>Vom Filter entfernt (Eingabe minus Ergebnis)</translation>
    </message>
    <message>
        <source>%1 - auto contrast</source>
        <translation>%1 - Auto-Kontrast</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (Vorschau)</translation>
    </message>
    <message>
        <source>Spectrum (phase on a colour wheel, centred; black where |F| is negligible)</source>
        <translation>Spektrum (Phase auf einem Farbkreis, zentriert; schwarz, wo |F| vernachlässigbar ist)</translation>
    </message>
    <message>
        <source>Spectrum (real part, centred: red above 0, blue below, log scale)</source>
        <translation>Spektrum (Realteil, zentriert: rot über 0, blau darunter, logarithmisch)</translation>
    </message>
    <message>
        <source>Spectrum (imaginary part, centred: red above 0, blue below, log scale)</source>
        <translation>Spektrum (Imaginärteil, zentriert: rot über 0, blau darunter, logarithmisch)</translation>
    </message>
    <message>
        <source>Original (release \ for the result)</source>
        <translation>Original (\ loslassen für das Ergebnis)</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>Spektrum</translation>
    </message>
    <message>
        <source>Spectrum: phase</source>
        <translation>Spektrum: Phase</translation>
    </message>
    <message>
        <source>Spectrum: real part</source>
        <translation>Spektrum: Realteil</translation>
    </message>
    <message>
        <source>Spectrum: imaginary part</source>
        <translation>Spektrum: Imaginärteil</translation>
    </message>
    <message>
        <source>Original — ● camera on</source>
        <translation>Original — ● Kamera an</translation>
    </message>
    <message>
        <source>Original — video</source>
        <translation>Original — Video</translation>
    </message>
    <message>
        <source>Original ●</source>
        <translation>Original ●</translation>
    </message>
    <message>
        <source> — the band is empty: low-pass %1 is inside high-pass %2</source>
        <translation> — das Band ist leer: Tiefpass %1 liegt innerhalb von Hochpass %2</translation>
    </message>
    <message>
        <source> — little passes: low-pass %1 is inside high-pass %2</source>
        <translation> — wenig passiert: Tiefpass %1 liegt innerhalb von Hochpass %2</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred, %1)</source>
        <translation>Spektrum (logarithmischer Betrag, zentriert, %1)</translation>
    </message>
    <message>
        <source>Spectrum (log magnitude, centred, %1; edges: %2)</source>
        <translation>Spektrum (logarithmischer Betrag, zentriert, %1; Ränder: %2)</translation>
    </message>
    <message>
        <source>%1 - at the pane&apos;s size only: not enough memory for it whole</source>
        <translation>%1 - nur in der Größe des Bereichs: nicht genug Speicher für das ganze</translation>
    </message>
    <message>
        <source>Spectrum (pane&apos;s size only)</source>
        <translation>Spektrum (nur Bereichsgröße)</translation>
    </message>
</context>
<context>
    <name>passband::HoverReadout</name>
    <message>
        <source>period %1 px</source>
        <translation>Periode %1 px</translation>
    </message>
    <message>
        <source>DC (mean)</source>
        <translation>Gleichanteil (Mittelwert)</translation>
    </message>
</context>
<context>
    <name>passband::ImageBar</name>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>The page of this multi-page file that is shown and filtered</source>
        <translation>Die Seite dieser mehrseitigen Datei, die angezeigt und gefiltert wird</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Seite </translation>
    </message>
    <message>
        <source>Display black</source>
        <translation>Anzeige-Schwarzwert</translation>
    </message>
    <message>
        <source>Display white</source>
        <translation>Anzeige-Weißwert</translation>
    </message>
    <message>
        <source>The value shown black: lower values are black too (the data keeps them)</source>
        <translation>Der schwarz angezeigte Wert: Niedrigere Werte sind ebenfalls schwarz (die Daten behalten sie)</translation>
    </message>
    <message>
        <source>The value shown white: higher values are white too (the data keeps them)</source>
        <translation>Der weiß angezeigte Wert: Höhere Werte sind ebenfalls weiß (die Daten behalten sie)</translation>
    </message>
    <message>
        <source>Full range</source>
        <translation>Voller Bereich</translation>
    </message>
    <message>
        <source>Show the original&apos;s whole range, its lowest value black and highest white</source>
        <translation>Den gesamten Wertebereich des Originals zeigen, den niedrigsten Wert schwarz, den höchsten weiß</translation>
    </message>
    <message>
        <source>Stretch</source>
        <translation>Strecken</translation>
    </message>
    <message>
        <source>Show the original&apos;s 0.5th to 99.5th percentile: a few extreme values no longer leave the rest grey</source>
        <translation>Das 0,5- bis 99,5-Perzentil des Originals zeigen: Einige Extremwerte lassen den Rest nicht mehr grau erscheinen</translation>
    </message>
    <message>
        <source>Display range </source>
        <translation>Anzeigebereich </translation>
    </message>
    <message>
        <source> to </source>
        <translation> bis </translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
</context>
<context>
    <name>passband::ImpulseView</name>
    <message>
        <source>The filter&apos;s impulse response h, the inverse DFT of H, around its centre: what the filter spreads one bright pixel into. Its ripples are the ringing that sharp cutoffs cause. Below: h along the centre row</source>
        <translation>Die Impulsantwort h des Filters, die inverse DFT von H, um ihre Mitte: worauf der Filter ein einzelnes helles Pixel verteilt. Ihre Wellen sind das Überschwingen (Ringing), das scharfe Grenzfrequenzen verursachen. Darunter: h entlang der mittleren Zeile</translation>
    </message>
    <message>
        <source>Impulse response</source>
        <translation>Impulsantwort</translation>
    </message>
    <message>
        <source>h(x, 0), %1 px across</source>
        <translation>h(x, 0), %1 px breit</translation>
    </message>
</context>
<context>
    <name>passband::LabModel</name>
    <message>
        <source>Lab Mode</source>
        <translation>Labormodus</translation>
    </message>
    <message>
        <source>Magnitude from A to B</source>
        <translation>Betrag von A nach B</translation>
    </message>
    <message>
        <source>Phase from A to B</source>
        <translation>Phase von A nach B</translation>
    </message>
    <message>
        <source>Phase Only</source>
        <translation>Nur Phase</translation>
    </message>
    <message>
        <source>Magnitude Only</source>
        <translation>Nur Betrag</translation>
    </message>
    <message>
        <source>Hybrid Low-pass</source>
        <translation>Hybrid-Tiefpass</translation>
    </message>
    <message>
        <source>Hybrid High-pass</source>
        <translation>Hybrid-Hochpass</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Faltungskern</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <source>Convolution View</source>
        <translation>Ansicht der Faltung</translation>
    </message>
    <message>
        <source>Sampling Factor</source>
        <translation>Abtastfaktor</translation>
    </message>
    <message>
        <source>Anti-aliasing</source>
        <translation>Anti-Aliasing</translation>
    </message>
    <message>
        <source>Strongest Coefficients</source>
        <translation>Stärkste Koeffizienten</translation>
    </message>
    <message>
        <source>Basis Image</source>
        <translation>Basisbild</translation>
    </message>
    <message>
        <source>Basis Bin</source>
        <translation>Basis-Bin</translation>
    </message>
    <message>
        <source>Lab Settings</source>
        <translation>Labor-Einstellungen</translation>
    </message>
</context>
<context>
    <name>passband::LabPanel</name>
    <message>
        <source>No second image</source>
        <translation>Kein zweites Bild</translation>
    </message>
    <message>
        <source>Open B...</source>
        <translation>B öffnen...</translation>
    </message>
    <message>
        <source>Off: the filter</source>
        <translation>Aus: der Filter</translation>
    </message>
    <message>
        <source>Magnitude and phase of two images</source>
        <translation>Betrag und Phase zweier Bilder</translation>
    </message>
    <message>
        <source>Hybrid image of two images</source>
        <translation>Hybridbild aus zwei Bildern</translation>
    </message>
    <message>
        <source>Convolution theorem and padding</source>
        <translation>Faltungssatz und Auffüllen</translation>
    </message>
    <message>
        <source>Sampling and aliasing</source>
        <translation>Abtastung und Aliasing</translation>
    </message>
    <message>
        <source>Basis images and building an image</source>
        <translation>Basisbilder und Bildaufbau</translation>
    </message>
    <message>
        <source>What the middle and right panes show; Off returns to the filter</source>
        <translation>Was der mittlere und der rechte Bereich zeigen; Aus kehrt zum Filter zurück</translation>
    </message>
    <message>
        <source>The second image, B (it is resized to the first if its size differs); or drop an image on the lab&apos;s panes</source>
        <translation>Das zweite Bild, B (bei abweichender Größe wird es auf die des ersten skaliert); oder ziehen Sie ein Bild auf die Bereiche des Labors</translation>
    </message>
    <message>
        <source>The panes show the filter. Choose a mode to turn the middle and right panes into a Fourier lab demonstration.</source>
        <translation>Die Bereiche zeigen den Filter. Wählen Sie einen Modus, um den mittleren und den rechten Bereich in eine Vorführung des Fourier-Labors zu verwandeln.</translation>
    </message>
    <message>
        <source>|F| = (1 - w)|F_A| + w|F_B|: left is A&apos;s magnitude, right B&apos;s</source>
        <translation>|F| = (1 - w)|F_A| + w|F_B|: links ist der Betrag von A, rechts der von B</translation>
    </message>
    <message>
        <source>The phase of (1 - w) F_A/|F_A| + w F_B/|F_B|: left is A&apos;s phase, right B&apos;s</source>
        <translation>Die Phase von (1 - w) F_A/|F_A| + w F_B/|F_B|: links ist die Phase von A, rechts die von B</translation>
    </message>
    <message>
        <source>|F| = 1 (phase only)</source>
        <translation>|F| = 1 (nur Phase)</translation>
    </message>
    <message>
        <source>Phase 0 (magnitude only)</source>
        <translation>Phase 0 (nur Betrag)</translation>
    </message>
    <message>
        <source>Swap: |A| with the phase of B</source>
        <translation>Tauschen: |A| mit der Phase von B</translation>
    </message>
    <message>
        <source>A&apos;s magnitude with B&apos;s phase, then B&apos;s magnitude with A&apos;s phase</source>
        <translation>Betrag von A mit der Phase von B, dann Betrag von B mit der Phase von A</translation>
    </message>
    <message>
        <source>Magnitude A - B</source>
        <translation>Betrag A - B</translation>
    </message>
    <message>
        <source>Phase A - B</source>
        <translation>Phase A - B</translation>
    </message>
    <message>
        <source>Swap: |B| with the phase of A</source>
        <translation>Tauschen: |B| mit der Phase von A</translation>
    </message>
    <message>
        <source>A through a Gaussian low-pass of this radius: what reads from afar</source>
        <translation>A durch einen Gauß-Tiefpass dieses Radius: was aus der Ferne erkennbar ist</translation>
    </message>
    <message>
        <source>B through a Gaussian high-pass of this radius: what reads up close</source>
        <translation>B durch einen Gauß-Hochpass dieses Radius: was aus der Nähe erkennbar ist</translation>
    </message>
    <message>
        <source>A low-pass</source>
        <translation>A Tiefpass</translation>
    </message>
    <message>
        <source>B high-pass</source>
        <translation>B Hochpass</translation>
    </message>
    <message>
        <source>Custom (edit the table)</source>
        <translation>Benutzerdefiniert (Tabelle bearbeiten)</translation>
    </message>
    <message>
        <source>A custom kernel&apos;s width and height (odd, up to %1)</source>
        <translation>Breite und Höhe eines benutzerdefinierten Faltungskerns (ungerade, bis %1)</translation>
    </message>
    <message>
        <source>The kernel&apos;s values; its centre is the middle cell. Editing makes it a custom kernel.</source>
        <translation>Die Werte des Faltungskerns; seine Mitte ist die mittlere Zelle. Eine Änderung macht ihn benutzerdefiniert.</translation>
    </message>
    <message>
        <source>Circular (the image wraps around)</source>
        <translation>Zyklisch (das Bild wird periodisch fortgesetzt)</translation>
    </message>
    <message>
        <source>Zero padding to 2W x 2H</source>
        <translation>Auffüllen mit Nullen auf 2W x 2H</translation>
    </message>
    <message>
        <source>In the frequency domain</source>
        <translation>Im Frequenzbereich</translation>
    </message>
    <message>
        <source>By its definition (spatial)</source>
        <translation>Nach Definition (Ortsbereich)</translation>
    </message>
    <message>
        <source>Their difference</source>
        <translation>Ihre Differenz</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Faltungskern</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>Keep one pixel in N across and down</source>
        <translation>Ein Pixel von N behalten, horizontal und vertikal</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>The basis image of a bin (click one on the spectrum)</source>
        <translation>Das Basisbild eines Bins (einen im Spektrum anklicken)</translation>
    </message>
    <message>
        <source>The image from its N strongest coefficients</source>
        <translation>Das Bild aus seinen N stärksten Koeffizienten</translation>
    </message>
    <message>
        <source>N, on a logarithmic scale from 1 to every coefficient</source>
        <translation>N, auf logarithmischer Skala von 1 bis zu allen Koeffizienten</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The kernel&apos;s cell in row %1, column %2 is not a number.</source>
        <translation>Die Zelle des Faltungskerns in Zeile %1, Spalte %2 ist keine Zahl.</translation>
    </message>
    <message>
        <source>The kernel cannot be used: %1.</source>
        <translation>Der Faltungskern ist nicht verwendbar: %1.</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Nothing: frequencies above the new Nyquist fold back</source>
        <translation>Nichts: Frequenzen über der neuen Nyquist-Frequenz falten zurück</translation>
    </message>
    <message>
        <source>An ideal low-pass at the new Nyquist frequency</source>
        <translation>Ein idealer Tiefpass bei der neuen Nyquist-Frequenz</translation>
    </message>
    <message>
        <source>The current filter (the Filter panel&apos;s result)</source>
        <translation>Der aktuelle Filter (das Ergebnis des Filter-Bereichs)</translation>
    </message>
    <message>
        <source>Anti-aliasing: what is done to the image before one pixel in N is kept (the ideal low-pass is passband subsample --antialias&apos;s)</source>
        <translation>Anti-Aliasing: was mit dem Bild geschieht, bevor 1 Pixel von N behalten wird (der ideale Tiefpass ist der von passband subsample --antialias)</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Zuerst</translation>
    </message>
    <message>
        <source>A grating above the new Nyquist frequency shows aliasing best: File &gt; New Test Pattern, a grating of 40 cycles across 256 pixels, kept 1 in 4, shows 24.</source>
        <translation>Ein Gitter über der neuen Nyquist-Frequenz zeigt Aliasing am besten: Datei &gt; Neues Testmuster, ein Gitter mit 40 Perioden über 256 Pixel, 1 von 4 behalten, zeigt 24.</translation>
    </message>
    <message>
        <source>One bin&apos;s basis image</source>
        <translation>Basisbild eines Bins</translation>
    </message>
    <message>
        <source>The N strongest coefficients</source>
        <translation>Die N stärksten Koeffizienten</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Mischung</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <source>Convolution</source>
        <translation>Faltung</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Abtastung</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Swap Magnitude and Phase</source>
        <translation>Betrag und Phase tauschen</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Ideal low-pass</source>
        <translation>Idealer Tiefpass</translation>
    </message>
    <message>
        <source>The current filter</source>
        <translation>Der aktuelle Filter</translation>
    </message>
    <message>
        <source>%1, shown as this mode uses it</source>
        <translation>%1, so gezeigt, wie dieser Modus es verwendet</translation>
    </message>
</context>
<context>
    <name>passband::LabSession</name>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Basis Bin</source>
        <translation>Basis-Bin</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>Wird berechnet...</translation>
    </message>
    <message>
        <source>Open an image first.</source>
        <translation>Öffnen Sie zuerst ein Bild.</translation>
    </message>
    <message>
        <source>Opening the second image (B)...</source>
        <translation>Das zweite Bild (B) wird geöffnet...</translation>
    </message>
    <message>
        <source>This mode works on two images: open a second one (B) with Open B... or drop it here.</source>
        <translation>Dieser Modus arbeitet mit zwei Bildern: Öffnen Sie ein zweites (B) mit „B öffnen...“ oder ziehen Sie es hierher.</translation>
    </message>
    <message>
        <source>Open a second image (B)</source>
        <translation>Zweites Bild (B) öffnen</translation>
    </message>
    <message>
        <source>Waiting for the filtered image...</source>
        <translation>Warten auf das gefilterte Bild...</translation>
    </message>
    <message>
        <source>Lab: shown %1 ms after the request</source>
        <translation>Labor: %1 ms nach der Anfrage angezeigt</translation>
    </message>
    <message>
        <source>Lab: preview from one pixel in every %1x%2, shown %3 ms after the request</source>
        <translation>Labor: Vorschau aus einem Pixel je %1x%2, %3 ms nach der Anfrage angezeigt</translation>
    </message>
    <message>
        <source>This mode works on the filtered image: turn off View &gt; Show What the Filter Removed.</source>
        <translation>Dieser Modus arbeitet mit dem gefilterten Bild: Ansicht &gt; Zeigen, was der Filter entfernt ausschalten.</translation>
    </message>
</context>
<context>
    <name>passband::LabView</name>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Lab result</source>
        <translation>Laborergebnis</translation>
    </message>
    <message>
        <source>%1: spectrum</source>
        <translation>%1: Spektrum</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (Vorschau)</translation>
    </message>
    <message>
        <source>%1 (computing...)</source>
        <translation>%1 (wird berechnet...)</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>Spektrum</translation>
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
        <translation>Vorhersage: Wie wird das Bild aussehen?</translation>
    </message>
    <message>
        <source>Predict: what will the spectrum look like?</source>
        <translation>Vorhersage: Wie wird das Spektrum aussehen?</translation>
    </message>
    <message>
        <source>Predict: what will the result look like?</source>
        <translation>Vorhersage: Wie wird das Ergebnis aussehen?</translation>
    </message>
    <message>
        <source>&amp;Open Lesson...</source>
        <translation>Lektion ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Bundled Lessons</source>
        <translation>&amp;Mitgelieferte Lektionen</translation>
    </message>
    <message>
        <source>&amp;Add Current State as Step...</source>
        <translation>Aktuellen Zustand als Schritt &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Close Lesson</source>
        <translation>Lektion &amp;schließen</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — Schritt %2 von %3</translation>
    </message>
    <message>
        <source> (Page Down reveals)</source>
        <translation> (Bild ab deckt auf)</translation>
    </message>
    <message>
        <source>Choose a lesson file to add the step to (a bundled lesson cannot be changed)</source>
        <translation>Wählen Sie eine Lektionsdatei, an die der Schritt angehängt wird (eine mitgelieferte Lektion kann nicht geändert werden)</translation>
    </message>
    <message>
        <source>Added a step to %1</source>
        <translation>Ein Schritt wurde an %1 angehängt</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lektionen (*.json)</translation>
    </message>
    <message>
        <source>Add Step to Lesson</source>
        <translation>Schritt an Lektion anhängen</translation>
    </message>
    <message>
        <source>The lesson uses the camera</source>
        <translation>Die Lektion verwendet die Kamera</translation>
    </message>
    <message>
        <source>%1 turns the camera on at step %2. Allow it?</source>
        <translation>%1 schaltet in Schritt %2 die Kamera ein. Zulassen?</translation>
    </message>
    <message>
        <source>Appends the image, the filter or lab mode and the panes on show to the lesson file open or last added to, with a caption, a pane to predict and its answer</source>
        <translation>Hängt Bild, Filter oder Labormodus und die gezeigten Bereiche an die offene oder zuletzt ergänzte Lektionsdatei an, mit Beschriftung, einem vorherzusagenden Bereich und seiner Antwort</translation>
    </message>
    <message>
        <source>Add Current State to &amp;Another Lesson File...</source>
        <translation>Aktuellen Zustand einer &amp;anderen Lektionsdatei hinzufügen...</translation>
    </message>
    <message>
        <source>The pane to predict, %1, is not on show</source>
        <translation>Der vorherzusagende Bereich, %1, wird nicht gezeigt</translation>
    </message>
</context>
<context>
    <name>passband::LessonSession</name>
    <message>
        <source>%1: step %2: cannot open %3: %4</source>
        <translation>%1: Schritt %2: %3 kann nicht geöffnet werden: %4</translation>
    </message>
    <message>
        <source>%1: step %2: the camera is not allowed for this lesson</source>
        <translation>%1: Schritt %2: die Kamera ist für diese Lektion nicht zugelassen</translation>
    </message>
    <message>
        <source>%1: step %2: no camera</source>
        <translation>%1: Schritt %2: keine Kamera</translation>
    </message>
    <message>
        <source>That was the lesson&apos;s last step</source>
        <translation>Das war der letzte Schritt der Lektion</translation>
    </message>
    <message>
        <source>That was the lesson&apos;s first step</source>
        <translation>Das war der erste Schritt der Lektion</translation>
    </message>
    <message>
        <source>No image is open</source>
        <translation>Kein Bild ist geöffnet</translation>
    </message>
    <message>
        <source>The image on show was made in the window (noise or a live frame): a lesson&apos;s step opens a file, a bundled sample or a lesson&apos;s pattern</source>
        <translation>Das angezeigte Bild entstand im Fenster (Rauschen oder ein Live-Bild): Ein Lektionsschritt öffnet eine Datei, ein mitgeliefertes Beispiel oder ein Muster der Lektion</translation>
    </message>
    <message>
        <source>Filters side by side cannot go into a lesson: leave the view first</source>
        <translation>Filter nebeneinander können nicht in eine Lektion: verlassen Sie zuerst die Ansicht</translation>
    </message>
    <message>
        <source>Sampling after the current filter cannot go into a lesson: choose none or the ideal low-pass</source>
        <translation>Abtastung nach dem aktuellen Filter kann nicht in eine Lektion: Wählen Sie nichts oder den idealen Tiefpass</translation>
    </message>
    <message>
        <source>The lab&apos;s second image did not come from a file</source>
        <translation>Das zweite Bild des Labors stammt nicht aus einer Datei</translation>
    </message>
    <message>
        <source>A painted mask cannot go into a lesson</source>
        <translation>Eine gemalte Maske kann nicht in eine Lektion</translation>
    </message>
</context>
<context>
    <name>passband::LineProfileDock</name>
    <message>
        <source>Line profile</source>
        <translation>Linienprofil</translation>
    </message>
</context>
<context>
    <name>passband::LineProfilePlot</name>
    <message>
        <source>Line profile</source>
        <translation>Linienprofil</translation>
    </message>
    <message>
        <source>Drag a line across the Original or Filtered pane</source>
        <translation>Ziehen Sie eine Linie über den Bereich Original oder Gefiltert</translation>
    </message>
    <message>
        <source>original (grey), result (dark), %1 points</source>
        <translation>Original (grau), Ergebnis (dunkel), %1 Punkte</translation>
    </message>
</context>
<context>
    <name>passband::LiveSource</name>
    <message>
        <source>No camera was found: connect one, or open a video file (File &gt; Open Video).</source>
        <translation>Keine Kamera gefunden: Schließen Sie eine an oder öffnen Sie eine Videodatei (Datei &gt; Video öffnen).</translation>
    </message>
    <message>
        <source>The camera failed: %1</source>
        <translation>Kamerafehler: %1</translation>
    </message>
    <message>
        <source>camera %1</source>
        <translation>Kamera %1</translation>
    </message>
    <message>
        <source>Cannot read the video &apos;%1&apos;.</source>
        <translation>Das Video &apos;%1&apos; kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot play %1: %2</source>
        <translation>%1 kann nicht abgespielt werden: %2</translation>
    </message>
    <message>
        <source>not a video Qt Multimedia can decode</source>
        <translation>kein Video, das Qt Multimedia dekodieren kann</translation>
    </message>
    <message>
        <source>Cannot play %1: not a video Qt Multimedia can decode</source>
        <translation>%1 kann nicht abgespielt werden: kein Video, das Qt Multimedia dekodieren kann</translation>
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
        <translation>Filter</translation>
    </message>
    <message>
        <source>Filter &amp;controls</source>
        <translation>&amp;Filtereinstellungen</translation>
    </message>
    <message>
        <source>&amp;Analysis (impulse response, radial spectrum)</source>
        <translation>&amp;Analyse (Impulsantwort, radiales Spektrum)</translation>
    </message>
    <message>
        <source>Export Sweep</source>
        <translation>Serie exportieren</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>OpenCL device</source>
        <translation>OpenCL-Gerät</translation>
    </message>
    <message>
        <source>The mask was made for a %1x%2 image; it is dropped</source>
        <translation>Die Maske wurde für ein %1x%2-Bild erstellt; sie wird verworfen</translation>
    </message>
    <message>
        <source>%1 - Passband</source>
        <translation>%1 - Passband</translation>
    </message>
    <message>
        <source>Filtering failed</source>
        <translation>Filtern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The notches were placed on another image&apos;s spectrum; they are dropped</source>
        <translation>Die Kerben wurden im Spektrum eines anderen Bildes gesetzt; sie werden entfernt</translation>
    </message>
    <message>
        <source>Cannot play the lesson</source>
        <translation>Die Lektion kann nicht abgespielt werden</translation>
    </message>
    <message>
        <source>No such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>Cannot add the step</source>
        <translation>Der Schritt kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Stop writing this file and keep what was there</source>
        <translation>Das Schreiben dieser Datei abbrechen und das Vorhandene behalten</translation>
    </message>
</context>
<context>
    <name>passband::ManualWindow</name>
    <message>
        <source>Passband Manual</source>
        <translation>Passband-Handbuch</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>%1 is on the web; the manual stays offline.</source>
        <translation>%1 liegt im Web; das Handbuch bleibt offline.</translation>
    </message>
    <message>
        <source>%1 is a file of Passband&apos;s source, not a page of this manual.</source>
        <translation>%1 ist eine Datei aus Passbands Quelltext, keine Seite dieses Handbuchs.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No section holds all of: %1</source>
        <translation>Kein Abschnitt enthält alle Wörter von: %1</translation>
    </message>
</context>
<context>
    <name>passband::MaskControls</name>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Invertieren</translation>
    </message>
    <message>
        <source>Load...</source>
        <translation>Laden...</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <source>Mask (paint on the spectrum)</source>
        <translation>Maske (auf das Spektrum malen)</translation>
    </message>
    <message>
        <source>Off (the mouse pans)</source>
        <translation>Aus (die Maus verschiebt)</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Mask tool</source>
        <translation>Maskenwerkzeug</translation>
    </message>
    <message>
        <source>Paint with the left button in the spectrum pane; every stroke is mirrored through the centre, so the result stays real. One undo step per stroke</source>
        <translation>Mit der linken Maustaste im Spektrumbereich malen; jeder Strich wird an der Mitte gespiegelt, damit das Ergebnis reell bleibt. Ein Rückgängig-Schritt pro Strich</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Durchlassen</translation>
    </message>
    <message>
        <source>Mask paints stop or pass</source>
        <translation>Maske sperrt oder lässt durch</translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation>Pinselradius</translation>
    </message>
    <message>
        <source>Mask soft edge</source>
        <translation>Weicher Rand der Maske</translation>
    </message>
    <message>
        <source>The width of the edge over which a stroke fades in: a soft edge rings less</source>
        <translation>Die Breite des Rands, über den ein Strich eingeblendet wird: Ein weicher Rand schwingt weniger über</translation>
    </message>
    <message>
        <source>Too&amp;l:</source>
        <translation>&amp;Werkzeug:</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>Pinsel:</translation>
    </message>
    <message>
        <source>Soft:</source>
        <translation>Weich:</translation>
    </message>
    <message>
        <source>Remove the mask: everything passes</source>
        <translation>Maske entfernen: Alles wird durchgelassen</translation>
    </message>
    <message>
        <source>Stop what the mask passes and pass what it stops</source>
        <translation>Sperren, was die Maske durchlässt, und durchlassen, was sie sperrt</translation>
    </message>
    <message>
        <source>A grey image the size of this image: 0 stops, white passes (16-bit PNG as saved here)</source>
        <translation>Ein Graubild in der Größe dieses Bildes: 0 sperrt, Weiß lässt durch (16-Bit-PNG, wie hier gespeichert)</translation>
    </message>
    <message>
        <source>No mask: everything passes</source>
        <translation>Keine Maske: Alles wird durchgelassen</translation>
    </message>
    <message>
        <source>%1x%2 mask, %3% stopped</source>
        <translation>%1x%2-Maske, %3 % gesperrt</translation>
    </message>
</context>
<context>
    <name>passband::MaskTool</name>
    <message>
        <source>Paint Mask</source>
        <translation>Maske malen</translation>
    </message>
    <message>
        <source>Mask Rectangle</source>
        <translation>Maskenrechteck</translation>
    </message>
    <message>
        <source>Mask Ellipse</source>
        <translation>Maskenellipse</translation>
    </message>
</context>
<context>
    <name>passband::NoiseDialog</name>
    <message>
        <source>Add Periodic Noise</source>
        <translation>Periodisches Rauschen hinzufügen</translation>
    </message>
    <message>
        <source>A fraction of full scale</source>
        <translation>Ein Anteil des vollen Wertebereichs</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <translation>&amp;Horizontal:</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>&amp;Vertikal:</translation>
    </message>
    <message>
        <source>A&amp;mplitude:</source>
        <translation>&amp;Amplitude:</translation>
    </message>
    <message>
        <source>A sinusoid over the whole image: it shows in the spectrum as a pair of bright peaks, which a notch pair can take out again.</source>
        <translation>Eine Sinusschwingung über das ganze Bild: Sie erscheint im Spektrum als Paar heller Spitzen, das ein Kerbenpaar wieder entfernen kann.</translation>
    </message>
</context>
<context>
    <name>passband::NotchTool</name>
    <message>
        <source>At most %1 notches</source>
        <translation>Höchstens %1 Kerben</translation>
    </message>
    <message>
        <source>Add Notch</source>
        <translation>Kerbe hinzufügen</translation>
    </message>
    <message>
        <source>Remove Notch</source>
        <translation>Kerbe entfernen</translation>
    </message>
    <message>
        <source>Move Notch</source>
        <translation>Kerbe verschieben</translation>
    </message>
</context>
<context>
    <name>passband::PatternDialog</name>
    <message>
        <source>New Test Pattern</source>
        <translation>Neues Testmuster</translation>
    </message>
    <message>
        <source>Sinusoidal grating</source>
        <translation>Sinusgitter</translation>
    </message>
    <message>
        <source>Bars (square wave)</source>
        <translation>Balken (Rechteckwelle)</translation>
    </message>
    <message>
        <source>Checkerboard</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Zone plate</source>
        <translation>Zonenplatte</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Muster:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <translation>H&amp;orizontal:</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>&amp;Vertikal:</translation>
    </message>
    <message>
        <source>&amp;Squares:</source>
        <translation>&amp;Quadrate:</translation>
    </message>
    <message>
        <source>: %1 cycles/px (period %2 px) at %3°</source>
        <translation>: %1 Perioden/px (Periode %2 px) bei %3°</translation>
    </message>
    <message>
        <source>: a constant</source>
        <translation>: eine Konstante</translation>
    </message>
    <message>
        <source>Peaks at (%1, %2) and (%3, %4) from the spectrum&apos;s centre%5%6.</source>
        <translation>Spitzen bei (%1, %2) und (%3, %4) ab der Mitte des Spektrums%5%6.</translation>
    </message>
    <message>
        <source>, with harmonics at odd multiples</source>
        <translation>, mit Oberwellen bei ungeraden Vielfachen</translation>
    </message>
    <message>
        <source>Every frequency up to Nyquist, one ring each: filters show as rings that vanish.</source>
        <translation>Jede Frequenz bis Nyquist, jeweils ein Ring: Filter zeigen sich als verschwindende Ringe.</translation>
    </message>
    <message>
        <source>Peaks along both axes at odd multiples of the squares&apos; frequency.</source>
        <translation>Spitzen entlang beider Achsen bei ungeraden Vielfachen der Frequenz der Quadrate.</translation>
    </message>
</context>
<context>
    <name>passband::Presentation</name>
    <message>
        <source>Pr&amp;esentation Mode</source>
        <translation>Präsentations&amp;modus</translation>
    </message>
    <message>
        <source>For a projector: dark theme, large labels, thick outlines; Page Down and Page Up step through a folder of presets</source>
        <translation>Für einen Projektor: dunkles Design, große Beschriftungen, dicke Umrisse; Bild ab und Bild auf gehen einen Ordner mit Voreinstellungen durch</translation>
    </message>
    <message>
        <source>Presentation &amp;Presets Folder...</source>
        <translation>Ordner mit Prä&amp;sentations-Voreinstellungen...</translation>
    </message>
    <message>
        <source>Presets to Step Through</source>
        <translation>Voreinstellungen zum Durchgehen</translation>
    </message>
    <message>
        <source>%1 holds no presets (*.json)</source>
        <translation>%1 enthält keine Voreinstellungen (*.json)</translation>
    </message>
    <message>
        <source>Next Preset</source>
        <translation>Nächste Voreinstellung</translation>
    </message>
    <message>
        <source>Previous Preset</source>
        <translation>Vorherige Voreinstellung</translation>
    </message>
    <message>
        <source>Presentation: Page Down and Page Up step through %1 presets</source>
        <translation>Präsentation: Bild ab und Bild auf gehen %1 Voreinstellungen durch</translation>
    </message>
    <message>
        <source>No presets to step through: choose a folder with View &gt; Presentation Presets Folder</source>
        <translation>Keine Voreinstellungen zum Durchgehen: Wählen Sie einen Ordner mit Ansicht &gt; Ordner mit Präsentations-Voreinstellungen</translation>
    </message>
    <message>
        <source>That was the last preset</source>
        <translation>Das war die letzte Voreinstellung</translation>
    </message>
    <message>
        <source>That was the first preset</source>
        <translation>Das war die erste Voreinstellung</translation>
    </message>
    <message>
        <source>Preset %1 of %2: %3</source>
        <translation>Voreinstellung %1 von %2: %3</translation>
    </message>
    <message>
        <source>Hide Controls</source>
        <translation>Bedienelemente ausblenden</translation>
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
        <translation>Radiales Leistungsspektrum: die mittlere Leistung der Frequenzen in jedem Abstand von der Mitte, logarithmisch, vor (grau) und nach dem Filter. Ziehen Sie eine Grenzmarke, um sie zu verschieben</translation>
    </message>
    <message>
        <source>high-pass</source>
        <translation>Hochpass</translation>
    </message>
    <message>
        <source>Radial power spectrum</source>
        <translation>Radiales Leistungsspektrum</translation>
    </message>
    <message>
        <source>low-pass</source>
        <translation>Tiefpass</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>radius %1 px</source>
        <translation>Radius %1 px</translation>
    </message>
    <message>
        <source>mean power per bin (log)</source>
        <translation>mittlere Leistung pro Bin (log)</translation>
    </message>
</context>
<context>
    <name>passband::Session</name>
    <message>
        <source>Live frames</source>
        <translation>Live-Bilder</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>Beispiel %1</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>Spektrum</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <source>Test pattern</source>
        <translation>Testmuster</translation>
    </message>
    <message>
        <source>%1 + noise (%2, %3)</source>
        <translation>%1 + Rauschen (%2, %3)</translation>
    </message>
    <message>
        <source>Periodic noise</source>
        <translation>Periodisches Rauschen</translation>
    </message>
    <message>
        <source>Export Sweep</source>
        <translation>Serie exportieren</translation>
    </message>
    <message>
        <source>Load Mask</source>
        <translation>Maske laden</translation>
    </message>
    <message>
        <source>Cannot load the mask</source>
        <translation>Maske kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Saved the mask as %1</source>
        <translation>Maske gespeichert als %1</translation>
    </message>
    <message>
        <source>Cannot save the mask</source>
        <translation>Maske kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Playing %1: each frame is filtered as it comes</source>
        <translation>%1 wird abgespielt: Jedes Bild wird beim Eintreffen gefiltert</translation>
    </message>
    <message>
        <source>Live camera</source>
        <translation>Live-Kamera</translation>
    </message>
    <message>
        <source>Lab Off</source>
        <translation>Labor aus</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>passband::SessionStatus</name>
    <message>
        <source>Gave up on %1; continuing on the next device</source>
        <translation>%1 aufgegeben; weiter mit dem nächsten Gerät</translation>
    </message>
    <message>
        <source>OpenCL: %1</source>
        <translation>OpenCL: %1</translation>
    </message>
    <message>
        <source>OpenCL: switching...</source>
        <translation>OpenCL: Gerät wird gewechselt...</translation>
    </message>
    <message>
        <source>OpenCL: no device</source>
        <translation>OpenCL: kein Gerät</translation>
    </message>
    <message>
        <source>OpenCL error on %1</source>
        <translation>OpenCL-Fehler auf %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exporting the sweep</source>
        <translation>Serie wird exportiert</translation>
    </message>
    <message>
        <source>Sweep frame %1 of %2: %3</source>
        <translation>Serienbild %1 von %2: %3</translation>
    </message>
    <message>
        <source>Exported %1 sweep frames into %2</source>
        <translation>%1 Serienbilder nach %2 exportiert</translation>
    </message>
    <message>
        <source>, %1 dpi</source>
        <translation>, %1 dpi</translation>
    </message>
    <message>
        <source>, colour profile</source>
        <translation>, Farbprofil</translation>
    </message>
    <message>
        <source>Shown %1 ms after the request; </source>
        <translation>Angezeigt %1 ms nach der Anforderung; </translation>
    </message>
    <message>
        <source>device %1 ms (filter %2, inverse FFT %3, mapping %4, download %5)</source>
        <translation>Gerät %1 ms (Filter %2, inverse FFT %3, Abbildung %4, Download %5)</translation>
    </message>
    <message>
        <source>preview from one pixel in every %1x%2 in %3 ms; the exact result follows when the slider rests</source>
        <translation>Vorschau aus einem Pixel je %1x%2 in %3 ms; das exakte Ergebnis folgt, wenn der Schieberegler ruht</translation>
    </message>
    <message>
        <source>Stopped opening %1</source>
        <translation>Öffnen von %1 abgebrochen</translation>
    </message>
    <message>
        <source>Stop opening this image and keep the one on show</source>
        <translation>Dieses Bild nicht weiter öffnen und das angezeigte behalten</translation>
    </message>
</context>
<context>
    <name>passband::ShapingControls</name>
    <message>
        <source>Band-re&amp;ject (invert: 1 - H)</source>
        <translation>&amp;Bandsperre (invertieren: 1 - H)</translation>
    </message>
    <message>
        <source>E&amp;mphasis k1 + k2 H:</source>
        <translation>A&amp;nhebung k1 + k2 H:</translation>
    </message>
    <message>
        <source>&amp;Isotropic radius (cycles per pixel, the same in every direction)</source>
        <translation>&amp;Isotroper Radius (Perioden pro Pixel, in jeder Richtung gleich)</translation>
    </message>
    <message>
        <source>Homomorphic (illumination and reflectance):</source>
        <translation>Homomorph (Beleuchtung und Reflexion):</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Durchlassen</translation>
    </message>
    <message>
        <source>Add Wedge</source>
        <translation>Keil hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Horizontal Stripes</source>
        <translation>Horizontale Streifen</translation>
    </message>
    <message>
        <source>Vertical Stripes</source>
        <translation>Vertikale Streifen</translation>
    </message>
    <message>
        <source>The band becomes 1 - H: a band-pass becomes a band-reject, a low-pass a high-pass</source>
        <translation>Das Band wird zu 1 - H: Aus einem Bandpass wird eine Bandsperre, aus einem Tiefpass ein Hochpass</translation>
    </message>
    <message>
        <source>High-frequency emphasis: the band becomes k1 + k2 H. With a high-pass, k1 = 1 adds the detail to the image (high-boost, unsharp masking)</source>
        <translation>Hochfrequenzanhebung: Das Band wird zu k1 + k2 H. Mit einem Hochpass fügt k1 = 1 die Details dem Bild hinzu (High-Boost, unscharfe Maskierung)</translation>
    </message>
    <message>
        <source>Emphasis offset k1</source>
        <translation>Anhebung: Offset k1</translation>
    </message>
    <message>
        <source>Emphasis gain k2</source>
        <translation>Anhebung: Verstärkung k2</translation>
    </message>
    <message>
        <source>Measure radii as frequencies, so a 16:9 image is filtered alike across and down: R means R / (shorter side) cycles per pixel. Off: spectrum pixels (bins), the textbook&apos;s D(u, v)</source>
        <translation>Radien als Frequenzen messen, damit ein 16:9-Bild horizontal und vertikal gleich gefiltert wird: R bedeutet R / (kürzere Seite) Perioden pro Pixel. Aus: Spektrumpixel (Bins), das D(u, v) des Lehrbuchs</translation>
    </message>
    <message>
        <source>Band shaping</source>
        <translation>Bandformung</translation>
    </message>
    <message>
        <source>&amp;Isotropic radius</source>
        <translation>&amp;Isotroper Radius</translation>
    </message>
    <message>
        <source>Filters ln(1 + f) and shows exp(g) - 1, with H times (gH - gL)(1 - exp(-c D²/D0²)) + gL: gL below 1 evens out the lighting, gH above 1 brings up the detail (Gonzalez &amp; Woods 4.9)</source>
        <translation>Filtert ln(1 + f) und zeigt exp(g) - 1, mit H mal (gH - gL)(1 - exp(-c D²/D0²)) + gL: gL unter 1 gleicht die Beleuchtung aus, gH über 1 hebt die Details hervor (Gonzalez &amp; Woods 4.9)</translation>
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
        <translation>Homomorph %1</translation>
    </message>
    <message>
        <source>Wedges (directional filters)</source>
        <translation>Keile (Richtungsfilter)</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>Keile</translation>
    </message>
    <message>
        <source>Each wedge stops (or passes) the frequencies within its opening of an axis and of its mirror, between two radii; DC is always kept</source>
        <translation>Jeder Keil sperrt (oder lässt durch) die Frequenzen innerhalb seiner Öffnung um eine Achse und um deren Spiegelbild, zwischen zwei Radien; der Gleichanteil bleibt immer erhalten</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>The axis, as the spectrum shows it: 0 to the right, 90 up</source>
        <translation>Die Achse, wie das Spektrum sie zeigt: 0 nach rechts, 90 nach oben</translation>
    </message>
    <message>
        <source>Suppress:</source>
        <translation>Unterdrücken:</translation>
    </message>
    <message>
        <source>Stripe tolerance</source>
        <translation>Streifentoleranz</translation>
    </message>
    <message>
        <source>How far from the axis, in degrees, the stripes&apos; energy is taken out</source>
        <translation>Wie weit von der Achse, in Grad, die Energie der Streifen entfernt wird</translation>
    </message>
    <message>
        <source>Horizontal stripes (scan lines, banding) put their energy on the spectrum&apos;s vertical axis: a stop wedge there, keeping DC</source>
        <translation>Horizontale Streifen (Zeilen, Banding) legen ihre Energie auf die vertikale Achse des Spektrums: dort ein Sperrkeil, der Gleichanteil bleibt erhalten</translation>
    </message>
    <message>
        <source>Vertical stripes put their energy on the spectrum&apos;s horizontal axis</source>
        <translation>Vertikale Streifen legen ihre Energie auf die horizontale Achse des Spektrums</translation>
    </message>
    <message>
        <source>%1 %2° ± %3°</source>
        <translation>%1 %2° ± %3°</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>, soft %1°</source>
        <translation>, weich %1°</translation>
    </message>
    <message>
        <source>, radius %1 to %2</source>
        <translation>, Radius %1 bis %2</translation>
    </message>
    <message>
        <source>Angle:</source>
        <translation>Winkel:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Öffnung:</translation>
    </message>
    <message>
        <source>Soft:</source>
        <translation>Weich:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <source>Wedge angle</source>
        <translation>Keilwinkel</translation>
    </message>
    <message>
        <source>Wedge opening</source>
        <translation>Keilöffnung</translation>
    </message>
    <message>
        <source>Wedge soft edge</source>
        <translation>Weicher Rand des Keils</translation>
    </message>
    <message>
        <source>Wedge inner radius</source>
        <translation>Innerer Radius des Keils</translation>
    </message>
    <message>
        <source>Wedge outer radius</source>
        <translation>Äußerer Radius des Keils</translation>
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
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1. %2. Passband %3.</source>
        <translation>%1. %2. Passband %3.</translation>
    </message>
    <message>
        <source>%1. %2.%3</source>
        <translation>%1. %2.%3</translation>
    </message>
    <message>
        <source>%1. %2: %3. Passband %4.</source>
        <translation>%1. %2: %3. Passband %4.</translation>
    </message>
    <message>
        <source>Removed by the filter</source>
        <translation>Vom Filter entfernt</translation>
    </message>
    <message>
        <source>Filtered</source>
        <translation>Gefiltert</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>The exact result is still being computed; export the figure once it is shown.</source>
        <translation>Das exakte Ergebnis wird noch berechnet; exportieren Sie die Abbildung, sobald es angezeigt wird.</translation>
    </message>
    <message>
        <source>There is nothing to put in a figure yet.</source>
        <translation>Es gibt noch nichts, was in eine Abbildung gehört.</translation>
    </message>
    <message>
        <source>Exported the figure %1</source>
        <translation>Abbildung exportiert: %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The lab has no result on show to export.</source>
        <translation>Das Labor zeigt kein Ergebnis, das exportiert werden könnte.</translation>
    </message>
    <message>
        <source>The exact result is still being computed; export it once it is shown.</source>
        <translation>Das exakte Ergebnis wird noch berechnet; exportieren Sie es, sobald es angezeigt wird.</translation>
    </message>
    <message>
        <source>Filters side by side are several results: Export Figure writes them all; leave the view to export one.</source>
        <translation>Filter nebeneinander sind mehrere Ergebnisse: „Abbildung exportieren“ schreibt sie alle; verlassen Sie die Ansicht, um eines zu exportieren.</translation>
    </message>
    <message>
        <source>Load Preset</source>
        <translation>Voreinstellung laden</translation>
    </message>
    <message>
        <source>The preset&apos;s mask is %1x%2, not this image&apos;s size: it is left out</source>
        <translation>Die Maske der Voreinstellung ist %1x%2 groß und passt nicht zur Größe dieses Bildes: Sie wird weggelassen</translation>
    </message>
    <message>
        <source>The result is still being computed; export it once it is shown.</source>
        <translation>Das Ergebnis wird noch berechnet; exportieren Sie es, sobald es angezeigt wird.</translation>
    </message>
    <message>
        <source>A figure needs the full-size spectrum, and there is not enough memory for it beside this image (the status bar said how much).</source>
        <translation>Eine Abbildung braucht das Spektrum in voller Größe, und dafür reicht der Speicher neben diesem Bild nicht (die Statusleiste nannte, wie viel).</translation>
    </message>
    <message>
        <source>There is not enough memory for the %1x%2 picture shown.</source>
        <translation>Für das gezeigte Bild von %1x%2 reicht der Speicher nicht.</translation>
    </message>
</context>
<context>
    <name>passband::SideBySide</name>
    <message>
        <source>Filters Side by &amp;Side</source>
        <translation>Filter &amp;nebeneinander</translation>
    </message>
    <message>
        <source>Two to four results of the image side by side, each with its own shape, order and radius scale, all following the Filter panel&apos;s sliders</source>
        <translation>Zwei bis vier Ergebnisse des Bildes nebeneinander, jedes mit eigener Form, Ordnung und Radiusfaktor, alle folgen den Schiebereglern des Filter-Bedienfelds</translation>
    </message>
    <message>
        <source>&amp;Panes:</source>
        <translation>&amp;Bereiche:</translation>
    </message>
    <message>
        <source>Panes side by side</source>
        <translation>Bereiche nebeneinander</translation>
    </message>
    <message>
        <source>Back to the Filter&apos;s Panes</source>
        <translation>Zurück zu den Filterbereichen</translation>
    </message>
    <message>
        <source>Side by side %1</source>
        <translation>Nebeneinander %1</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>Wird berechnet...</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Side by side: %1</source>
        <translation>Nebeneinander: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Side by side, %1: %2</source>
        <translation>Nebeneinander, %1: %2</translation>
    </message>
    <message>
        <source>%1 - auto contrast</source>
        <translation>%1 - Auto-Kontrast</translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation> (Vorschau)</translation>
    </message>
    <message>
        <source>Side by side: %1 results shown %2 ms after the request</source>
        <translation>Nebeneinander: %1 Ergebnisse %2 ms nach der Anforderung angezeigt</translation>
    </message>
    <message>
        <source>&amp;Original</source>
        <translation>&amp;Original</translation>
    </message>
    <message>
        <source>The original beside the results, where the row has room: beside three or fewer</source>
        <translation>Das Original neben den Ergebnissen, wo die Reihe Platz hat: neben drei oder weniger</translation>
    </message>
</context>
<context>
    <name>passband::StatusFields</name>
    <message>
        <source>OpenCL: starting...</source>
        <translation>OpenCL: wird gestartet...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Give up on this device and continue on the next one</source>
        <translation>Dieses Gerät aufgeben und mit dem nächsten fortfahren</translation>
    </message>
    <message>
        <source>The OpenCL device has not answered for %1 s</source>
        <translation>Das OpenCL-Gerät antwortet seit %1 s nicht</translation>
    </message>
</context>
<context>
    <name>passband::StepTextDialog</name>
    <message>
        <source>&amp;Answer, shown in its place at the reveal:</source>
        <translation>&amp;Antwort, beim Aufdecken an ihrer Stelle gezeigt:</translation>
    </message>
    <message>
        <source>Add Current State as Step</source>
        <translation>Aktuellen Zustand als Schritt hinzufügen</translation>
    </message>
    <message>
        <source>None: every pane shown at once</source>
        <translation>Keiner: alle Bereiche sofort gezeigt</translation>
    </message>
    <message>
        <source>Hold back %1 until Page Down</source>
        <translation>%1 bis Bild ab zurückhalten</translation>
    </message>
    <message>
        <source>&amp;Caption (a few lines; with a pane held back, the question):</source>
        <translation>&amp;Beschriftung (wenige Zeilen; bei zurückgehaltenem Bereich die Frage):</translation>
    </message>
    <message>
        <source>&amp;Predict:</source>
        <translation>&amp;Vorhersage:</translation>
    </message>
    <message>
        <source>Added to %1</source>
        <translation>Wird %1 hinzugefügt</translation>
    </message>
</context>
<context>
    <name>passband::SweepDialog</name>
    <message>
        <source>Export Sweep</source>
        <translation>Serie exportieren</translation>
    </message>
    <message>
        <source>High-pass radius</source>
        <translation>Hochpass-Radius</translation>
    </message>
    <message>
        <source>Low-pass radius</source>
        <translation>Tiefpass-Radius</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Sweep Directory</source>
        <translation>Ordner für die Serie</translation>
    </message>
    <message>
        <source>&amp;Cutoff:</source>
        <translation>&amp;Grenzfrequenz:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Schrittweite:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Directory:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message numerus="yes">
        <source>%n numbered frame(s), the other settings as they are now.</source>
        <translation>
            <numerusform>%n nummeriertes Bild, die übrigen Einstellungen wie jetzt.</numerusform>
            <numerusform>%n nummerierte Bilder, die übrigen Einstellungen wie jetzt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>passband::VariantControls</name>
    <message>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <source>Butterworth</source>
        <translation>Butterworth</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>Gauß</translation>
    </message>
    <message>
        <source>Shape of this pane&apos;s filter</source>
        <translation>Form des Filters dieses Bereichs</translation>
    </message>
    <message>
        <source>order </source>
        <translation>Ordnung </translation>
    </message>
    <message>
        <source>Butterworth order of this pane&apos;s filter</source>
        <translation>Butterworth-Ordnung des Filters dieses Bereichs</translation>
    </message>
    <message>
        <source>This pane&apos;s radii against the Filter panel&apos;s</source>
        <translation>Radien dieses Bereichs gegenüber denen des Filter-Bedienfelds</translation>
    </message>
    <message>
        <source>This pane&apos;s cutoff radii: the Filter panel&apos;s times this</source>
        <translation>Die Grenzradien dieses Bereichs: die des Filter-Bedienfelds mal diesem Faktor</translation>
    </message>
</context>
<context>
    <name>passband::WedgeTool</name>
    <message>
        <source>Open Wedge</source>
        <translation>Keilöffnung ändern</translation>
    </message>
    <message>
        <source>Turn Wedge</source>
        <translation>Keil drehen</translation>
    </message>
</context>
<context>
    <name>passband::WindowMenus</name>
    <message>
        <source>&amp;Image</source>
        <translation>B&amp;ild</translation>
    </message>
    <message>
        <source>Add Periodic &amp;Noise...</source>
        <translation>Periodisches &amp;Rauschen hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Device</source>
        <translation>&amp;Gerät</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Passband</source>
        <translation>&amp;Über Passband</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>Bei&amp;spielbild öffnen</translation>
    </message>
    <message>
        <source>Astronaut (colour photograph)</source>
        <translation>Astronaut (Farbfoto)</translation>
    </message>
    <message>
        <source>Brick (periodic texture)</source>
        <translation>Ziegelmauer (periodische Textur)</translation>
    </message>
    <message>
        <source>Open &amp;Second Image (B)...</source>
        <translation>Zweites B&amp;ild (B) öffnen...</translation>
    </message>
    <message>
        <source>The lab&apos;s second image, for magnitude and phase and hybrid images</source>
        <translation>Das zweite Bild des Labors, für Betrag und Phase sowie für Hybridbilder</translation>
    </message>
    <message>
        <source>Open &amp;Video...</source>
        <translation>&amp;Video öffnen...</translation>
    </message>
    <message>
        <source>Filter a video&apos;s frames as they play (the newest frame wins on a slow device)</source>
        <translation>Die Bilder eines Videos beim Abspielen filtern (auf einem langsamen Gerät gewinnt das neueste Bild)</translation>
    </message>
    <message>
        <source>Live &amp;Camera</source>
        <translation>Live-&amp;Kamera</translation>
    </message>
    <message>
        <source>Filter the camera&apos;s frames as they arrive</source>
        <translation>Die Bilder der Kamera filtern, sobald sie eintreffen</translation>
    </message>
    <message>
        <source>New &amp;Test Pattern...</source>
        <translation>Neues &amp;Testmuster...</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Image...</source>
        <translation>Gefiltertes Bild &amp;exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;Figure...</source>
        <translation>&amp;Abbildung exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The three panes labelled, with what is drawn on them and a caption of the settings, as PNG or PDF</source>
        <translation>Die drei Bereiche beschriftet, mit allem, was darauf gezeichnet ist, und einer Bildunterschrift mit den Einstellungen, als PNG oder PDF</translation>
    </message>
    <message>
        <source>Export S&amp;pectrum Image...</source>
        <translation>S&amp;pektrumbild exportieren...</translation>
    </message>
    <message>
        <source>Export S&amp;weep...</source>
        <translation>Se&amp;rie exportieren...</translation>
    </message>
    <message>
        <source>&amp;Load Preset...</source>
        <translation>Voreinstellung &amp;laden...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Preset...</source>
        <translation>Voreinstellung spei&amp;chern...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy Result Image</source>
        <translation>Ergebnisbild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Actual Size (1:1)</source>
        <translation>&amp;Originalgröße (1:1)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Line Profile (drag a line across the image)</source>
        <translation>&amp;Linienprofil (Linie über das Bild ziehen)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Show What the Filter &amp;Removed</source>
        <translation>&amp;Zeigen, was der Filter entfernt</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Spectrum as Log &amp;Magnitude</source>
        <translation>Spektrum als logarithmischer &amp;Betrag</translation>
    </message>
    <message>
        <source>The spectrum pane shows log(1 + |F|), centred</source>
        <translation>Der Spektrumbereich zeigt log(1 + |F|), zentriert</translation>
    </message>
    <message>
        <source>Spectrum as P&amp;hase (colour wheel)</source>
        <translation>Spektrum als &amp;Phase (Farbkreis)</translation>
    </message>
    <message>
        <source>The spectrum pane shows arg F of the image on a colour wheel instead of log |F|</source>
        <translation>Der Spektrumbereich zeigt arg F des Bildes auf einem Farbkreis statt log |F|</translation>
    </message>
    <message>
        <source>Spectrum as R&amp;eal Part</source>
        <translation>Spektrum als &amp;Realteil</translation>
    </message>
    <message>
        <source>The spectrum pane shows Re F: red above 0, blue below, on a log scale</source>
        <translation>Der Spektrumbereich zeigt Re F: rot über 0, blau darunter, logarithmisch skaliert</translation>
    </message>
    <message>
        <source>Spectrum as Ima&amp;ginary Part</source>
        <translation>Spektrum als &amp;Imaginärteil</translation>
    </message>
    <message>
        <source>The spectrum pane shows Im F: red above 0, blue below, on a log scale</source>
        <translation>Der Spektrumbereich zeigt Im F: rot über 0, blau darunter, logarithmisch skaliert</translation>
    </message>
    <message>
        <source>Compare with a &amp;Wipe (Original | Filtered)</source>
        <translation>Vergleich mit &amp;Trennlinie (Original | Gefiltert)</translation>
    </message>
    <message>
        <source>The result pane shows the original left of a line you drag; hold \ to see the whole original</source>
        <translation>Der Ergebnisbereich zeigt links einer verschiebbaren Linie das Original; halten Sie \ gedrückt, um das ganze Original zu sehen</translation>
    </message>
    <message>
        <source>Auto &amp;Contrast for Magnitude Output</source>
        <translation>A&amp;uto-Kontrast für Betragsausgabe</translation>
    </message>
    <message>
        <source>Show a result mapped by magnitude with its levels stretched, 0.35 % of its samples saturated, so that a few strong edges do not leave the rest black. Export, copy and the command line keep the result as mapped.</source>
        <translation>Ein nach Betrag abgebildetes Ergebnis mit gestreckten Stufen zeigen, 0,35 % der Werte gesättigt, damit einige starke Kanten den Rest nicht schwarz lassen. Export, Kopieren und die Befehlszeile behalten das Ergebnis wie abgebildet.</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Open Second Image (B)</source>
        <translation>Zweites Bild (B) öffnen</translation>
    </message>
    <message>
        <source>Copied the filtered image to the clipboard</source>
        <translation>Gefiltertes Bild in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>About Passband</source>
        <translation>Über Passband</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passband %1&lt;/h3&gt;&lt;p&gt;Frequency-domain image filtering, live, on OpenCL.&lt;/p&gt;&lt;p&gt;Device: %2&lt;/p&gt;&lt;p&gt;Sample images from the scikit-image data set: &lt;i&gt;astronaut&lt;/i&gt; (NASA, public domain) and &lt;i&gt;brick&lt;/i&gt; (CC0).&lt;/p&gt;&lt;p&gt;Built on Qt %3 and OpenCL.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Passband %1&lt;/h3&gt;&lt;p&gt;Bildfilterung im Frequenzbereich, live, mit OpenCL.&lt;/p&gt;&lt;p&gt;Gerät: %2&lt;/p&gt;&lt;p&gt;Beispielbilder aus dem Datensatz von scikit-image: &lt;i&gt;astronaut&lt;/i&gt; (NASA, gemeinfrei) und &lt;i&gt;brick&lt;/i&gt; (CC0).&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3 und OpenCL.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Ring &amp;Isolated Peaks</source>
        <translation>&amp;Isolierte Spitzen einkreisen</translation>
    </message>
    <message>
        <source>Rings round the single bright bins that periodic noise makes, while the spectrum is shown smaller than its bins</source>
        <translation>Kreise um die einzelnen hellen Bins, die periodisches Rauschen erzeugt, solange das Spektrum kleiner als seine Bins gezeigt wird</translation>
    </message>
    <message>
        <source>Spectrum &amp;Floor</source>
        <translation>Spektrum-&amp;Untergrenze</translation>
    </message>
    <message>
        <source>&amp;Auto (100 dB below the Peak at 512x512)</source>
        <translation>&amp;Automatisch (100 dB unter der Spitze bei 512x512)</translation>
    </message>
    <message>
        <source>100 dB below the peak for 512x512, 10 dB more each tenfold in pixels: a photo&apos;s structure with contrast at any size</source>
        <translation>100 dB unter der Spitze bei 512x512, 10 dB mehr je Verzehnfachung der Pixel: die Struktur eines Fotos mit Kontrast in jeder Größe</translation>
    </message>
    <message>
        <source>&amp;Full Range (Minimum to Maximum)</source>
        <translation>&amp;Voller Bereich (Minimum bis Maximum)</translation>
    </message>
    <message>
        <source>Every bin from the weakest to the strongest: faint bins such as 8-bit rounding&apos;s show too</source>
        <translation>Jeder Bin vom schwächsten bis zum stärksten: auch schwache Bins wie die der 8-Bit-Rundung sind zu sehen</translation>
    </message>
    <message>
        <source>%1 dB below the Peak</source>
        <translation>%1 dB unter der Spitze</translation>
    </message>
    <message>
        <source>Bins more than %1 dB below the strongest are black</source>
        <translation>Bins mehr als %1 dB unter dem stärksten sind schwarz</translation>
    </message>
    <message>
        <source>Export S&amp;hown Image...</source>
        <translation>An&amp;gezeigtes Bild exportieren...</translation>
    </message>
    <message>
        <source>The result as the pane shows it, its contrast included; Export writes the exact result</source>
        <translation>Das Ergebnis, wie der Bereich es zeigt, mit seinem Kontrast; Exportieren schreibt das exakte Ergebnis</translation>
    </message>
    <message>
        <source>Passband &amp;Manual</source>
        <translation>Passband-&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Export Filter as P&amp;ython Script...</source>
        <translation>Filter als P&amp;ython-Skript exportieren...</translation>
    </message>
    <message>
        <source>The filter as a short NumPy script that writes the same result from any image: python3 SCRIPT INPUT OUTPUT</source>
        <translation>Der Filter als kurzes NumPy-Skript, das aus jedem Bild dasselbe Ergebnis schreibt: python3 SCRIPT INPUT OUTPUT</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Zoom around the pointer</source>
        <translation>Um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Show the original in the result pane while held</source>
        <translation>Solange gedrückt, das Original im Ergebnisfeld zeigen</translation>
    </message>
    <message>
        <source>Whole pixels or degrees while dragging a circle or wedge</source>
        <translation>Ganze Pixel oder Grad beim Ziehen eines Kreises oder Keils</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Next and previous step</source>
        <translation>Nächster und vorheriger Schritt</translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation>Bild ab, Bild auf</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
</context>
</TS>
