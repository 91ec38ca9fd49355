#!/usr/bin/env bash
# Regenerates the learning demo clips into <folder> (needs Debian's espeak-ng and ffmpeg): the Acme pack keeps
# copies of them under packs/acme/media/demo/learning/media/, committed, so neither `npm start` nor the tests
# need these tools.
#   scripts/make-learning-media.sh <folder>
set -euo pipefail
out="${1:?uso: scripts/make-learning-media.sh <pasta>}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"

# clip NAME "Title" "narration" colour1 colour2
clip() {
  espeak-ng -v pt-br -s 155 -w "$work/$1.wav" "$3"
  local duration
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/$1.wav")
  ffmpeg -y -v error -f lavfi -i "gradients=s=640x360:c0=$4:c1=$5:speed=0.03:d=$duration:r=24" -i "$work/$1.wav" \
    -vf "drawtext=fontfile=$font:text='$2':fontcolor=white:fontsize=36:x=(w-text_w)/2:y=(h-text_h)/2" \
    -c:v libx264 -preset slow -crf 32 -g 48 -pix_fmt yuv420p -profile:v main -movflags +faststart \
    -c:a aac -b:a 40k -ac 1 -shortest "$out/$1.mp4"
  ffmpeg -y -v error -ss 1 -i "$out/$1.mp4" -frames:v 1 -q:v 6 "$out/$1.jpg"
}

clip parte-1-equipamentos "Parte 1 - equipamentos" "Parte um. Antes de começar, confira o capacete, as luvas e os óculos." 0x1d4e89 0x2a9d8f
clip parte-2-rotas "Parte 2 - rotas de fuga" "Parte dois. Conheça as rotas de fuga e o ponto de encontro do seu prédio." 0x1d4e89 0xe4572e
ls -la "$out"
