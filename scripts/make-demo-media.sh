#!/usr/bin/env bash
# Regenerates the demo media into <folder> (needs Debian's espeak-ng and ffmpeg): the demo packs keep copies of
# them under packs/<company>/media/demo/, committed, so neither `npm start` nor the tests need these tools.
#   scripts/make-demo-media.sh <folder>
set -euo pipefail
out="${1:?uso: scripts/make-demo-media.sh <pasta>}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out/hls"

speak() { espeak-ng -v pt-br -s 150 -w "$work/$1.wav" "$2"; }

speak podcast "Olá! Bem-vindo ao podcast da Acme. Neste episódio, falamos sobre segurança no trabalho: use sempre os equipamentos de proteção, mantenha o seu posto organizado e avise a sua liderança quando notar algum risco. Cuidar de você é cuidar de todos. Até o próximo episódio!"
ffmpeg -y -v error -i "$work/podcast.wav" -ac 1 -ar 22050 -b:a 48k "$out/podcast-seguranca.mp3"

# video NAME "Title" "narration" colour1 colour2 colour3
video() {
  speak "$1" "$3"
  local duration
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/$1.wav")
  ffmpeg -y -v error -f lavfi -i "gradients=s=640x360:c0=$4:c1=$5:c2=$6:speed=0.02:d=$duration:r=24" -i "$work/$1.wav" \
    -vf "drawtext=fontfile=$font:text='$2':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-30,drawtext=fontfile=$font:text='%{eif\\:t\\:d}s':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=(h/2)+40" \
    -c:v libx264 -preset slow -crf 30 -g 48 -keyint_min 48 -sc_threshold 0 -pix_fmt yuv420p -profile:v main \
    -movflags +faststart -c:a aac -b:a 48k -ac 1 -shortest "$out/$1.mp4"
  ffmpeg -y -v error -ss 3 -i "$out/$1.mp4" -frames:v 1 -q:v 5 "$out/$1.jpg"
}

video treinamento-acme "Treinamento Acme" "Treinamento Acme. Em três passos: primeiro, confira o seu equipamento. Segundo, siga o procedimento do seu posto. Terceiro, registre qualquer ocorrência no aplicativo. Obrigado por assistir." 0xb3261e 0xe4572e 0x1d4e89
video seguranca-globex "Segurança Globex" "Globex informa: antes de entrar na área de produção, coloque o capacete, os óculos e as luvas. Segurança em primeiro lugar." 0x0b6e4f 0x08a045 0x102a43

# The live stream of the demo: HLS segments cut from the Acme video.
ffmpeg -y -v error -i "$out/treinamento-acme.mp4" -c copy -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$out/hls/segmento-%02d.ts" "$out/hls/aovivo.m3u8"
ls -la "$out" "$out/hls"
