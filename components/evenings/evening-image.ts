// An evening's recap as a PNG for sharing (a messenger shows a picture, not our page): the title and the recap's
// lines, drawn on a canvas in the browser. Nothing leaves the phone but what the person shares.

const WIDTH = 1080;
const PAD = 64;
const LINE = 52;

export async function eveningImage(title: string, lines: readonly string[]): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + 90 + LINE * lines.length;
  const g = canvas.getContext("2d");
  if (!g) return null;
  g.fillStyle = "#14532d"; // the felt green of the app's header
  g.fillRect(0, 0, WIDTH, canvas.height);
  g.fillStyle = "#fde68a";
  g.font = "bold 48px system-ui, sans-serif";
  g.fillText(title, PAD, PAD + 40, WIDTH - PAD * 2);
  g.font = "34px system-ui, sans-serif";
  g.fillStyle = "#ffffff";
  lines.forEach((line, index) => {
    g.fillText(line, PAD, PAD + 90 + LINE * (index + 1) - 14, WIDTH - PAD * 2);
  });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
