import { colourFor } from "../charts/palette";

// The result's chart as a PNG for sharing (a messenger shows an image, not our page): each player's running total
// round by round, drawn on a canvas from the same totals the scoreboard's chart shows.

export interface ChartSeries {
  name: string;
  /** The total after each round, round 0 (0) first. */
  totals: number[];
}

const WIDTH = 1080;
const HEIGHT = 720;
const PAD = { left: 90, right: 40, top: 110, bottom: 70 };

export async function chartImage(title: string, series: readonly ChartSeries[]): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext("2d");
  if (!g || series.length === 0) return null;
  const rounds = Math.max(...series.map((s) => s.totals.length)) - 1;
  const values = series.flatMap((s) => s.totals);
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values);
  const x = (round: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * round) / Math.max(1, rounds);
  const y = (value: number) => HEIGHT - PAD.bottom - ((HEIGHT - PAD.top - PAD.bottom) * (value - low)) / (high - low);

  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.fillStyle = "#1c1917";
  g.font = "bold 40px system-ui, sans-serif";
  g.fillText(title, PAD.left, 56, WIDTH - PAD.left - PAD.right);

  // Axes: the lowest and highest total, and the round numbers at both ends.
  g.strokeStyle = "#d6d3d1";
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(PAD.left, PAD.top - 10);
  g.lineTo(PAD.left, HEIGHT - PAD.bottom);
  g.lineTo(WIDTH - PAD.right, HEIGHT - PAD.bottom);
  g.stroke();
  g.fillStyle = "#57534e";
  g.font = "26px system-ui, sans-serif";
  g.textAlign = "right";
  g.fillText(String(high), PAD.left - 12, y(high) + 9);
  g.fillText(String(low), PAD.left - 12, y(low) + 9);
  g.textAlign = "center";
  g.fillText("0", x(0), HEIGHT - PAD.bottom + 36);
  g.fillText(String(rounds), x(rounds), HEIGHT - PAD.bottom + 36);

  series.forEach((line, index) => {
    g.strokeStyle = colourFor(index);
    g.lineWidth = 6;
    g.beginPath();
    for (const [round, value] of line.totals.entries()) {
      if (round === 0) g.moveTo(x(round), y(value));
      else g.lineTo(x(round), y(value));
    }
    g.stroke();
  });

  // The legend along the top: a colour swatch and the name.
  g.textAlign = "left";
  g.font = "bold 28px system-ui, sans-serif";
  let left = PAD.left;
  series.forEach((line, index) => {
    g.fillStyle = colourFor(index);
    g.fillRect(left, 78, 28, 10);
    g.fillStyle = "#1c1917";
    const label = line.name.length > 14 ? `${line.name.slice(0, 13)}…` : line.name;
    g.fillText(label, left + 36, 92);
    left += 36 + g.measureText(label).width + 28;
  });

  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
