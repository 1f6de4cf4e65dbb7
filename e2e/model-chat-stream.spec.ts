import { expect, test } from '@playwright/test';
import { expectConnected } from './inspector-page.ts';
import { startModelInspector } from './model-inspector.ts';

// A long answer streamed one token per event through the proxy's relay into the Chat tab: the page shows it as it
// comes, and at the end the text on the page (what a person reads and copies) is exactly what the provider sent,
// every line break in its place, though the page draws a long answer as blocks cut at line breaks.

const loupe = startModelInspector('sk-e2e-stream-key-5b2f9c0e1d7a4386');

/** 6,000 tokens in lines and paragraphs, with a long line among them and a blank line at the very end. */
function longAnswer(): string {
  const lines: string[] = [];
  for (let index = 0; index < 400; index++) {
    const words = Array.from({ length: 12 + (index % 9) }, (_, word) => `t${index}.${word}`).join(' ');
    lines.push(index % 5 === 4 ? `${words}\n` : words);
  }
  lines.splice(200, 0, 'one long line '.repeat(300).trim());
  return `${lines.join('\n')}\n\n`;
}

test('a long streamed answer shows whole at the end, exactly as the provider sent it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const text = longAnswer();
  const pieces = Math.ceil(text.length / 6);
  loupe.provider.setScript([{ text, chunks: pieces, usage: { input: 50, output: pieces } }]);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Tell me a lot.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const step = page.getByRole('article', { name: 'Model, step 1' });
  await expect(step).toContainText(`50 in / ${pieces.toLocaleString('en-US')} out tokens`, { timeout: 120_000 });
  await expect(step).not.toContainText('streaming…');
  const shown = await step.evaluate((article) => (article.children[1] as HTMLElement).innerText);
  expect(shown.length).toBe(text.length);
  expect(shown).toBe(text);
  // And it takes the same lines as the text drawn whole in one paragraph would.
  const heights = await step.evaluate((article) => {
    const blocks = article.children[1] as HTMLElement;
    const whole = blocks.cloneNode(false) as HTMLElement;
    whole.textContent = blocks.innerText;
    blocks.after(whole);
    const measured = { blocks: blocks.getBoundingClientRect().height, whole: whole.getBoundingClientRect().height };
    whole.remove();
    return measured;
  });
  expect(heights.blocks).toBe(heights.whole);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  // A third of the way down: paragraphs across block cuts look as they would in one block.
  await page
    .getByRole('region', { name: 'Conversation' })
    .evaluate((region) => void (region.scrollTop = region.scrollHeight / 3));
  await page.screenshot({ path: testInfo.outputPath('long-answer.png') });
});
