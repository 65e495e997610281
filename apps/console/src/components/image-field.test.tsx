import { MantineProvider } from '@mantine/core';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@member-app/contract/rules/uploads';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { initI18n } from '../lib/i18n';
import { ImageField, type UploadedImageInfo } from './image-field';

beforeAll(async () => {
  await initI18n();
});

function Harness({
  upload,
  initial = '',
}: {
  upload: (file: File) => Promise<UploadedImageInfo>;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <ImageField label="Image" value={value} onChange={setValue} upload={upload} />
    </MantineProvider>
  );
}

const png = (size = 10) => new File([new Uint8Array(size)], 'banner.png', { type: 'image/png' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('ImageField', () => {
  it('an uploaded file becomes the field address, previewed with its size', async () => {
    const upload = vi.fn(async () => ({
      url: '/uploads/0123456789abcdef0123456789abcdef.png',
      width: 1200,
      height: 400,
      bytes: 35 * 1024,
    }));
    const { container } = render(<Harness upload={upload} />);
    await userEvent.upload(fileInput(container), png());
    expect(upload).toHaveBeenCalledOnce();
    expect(await screen.findByRole('textbox', { name: 'Image' })).toHaveValue(
      '/uploads/0123456789abcdef0123456789abcdef.png',
    );
    expect(screen.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef.png',
    );
    expect(screen.getByText('Uploaded: 1200 × 400 px, 35.0 KB')).toBeInTheDocument();
    const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('a file over the contract limit is refused with its message before anything is sent', async () => {
    const upload = vi.fn();
    const { container } = render(<Harness upload={upload} />);
    await userEvent.upload(fileInput(container), png(UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE);
    expect(upload).not.toHaveBeenCalled();
  });

  it("the server's refusal is shown with its message and the address is kept", async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(
        'unsupported.media.type',
        415,
        'This file is not an accepted image: PNG, JPEG, WebP or GIF only (SVG is refused)',
      );
    });
    const { container } = render(<Harness upload={upload} initial="/static/a.png" />);
    await userEvent.upload(fileInput(container), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an accepted image: PNG, JPEG, WebP or GIF only (SVG is refused)',
    );
    expect(screen.getByRole('textbox', { name: 'Image' })).toHaveValue('/static/a.png');
  });

  it('a pasted address the contract refuses is not loaded as a preview', async () => {
    render(<Harness upload={vi.fn()} initial="javascript:alert(1)" />);
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Image' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Image' }),
      'https://cdn.example/a.png',
    );
    expect(screen.getByRole('img', { name: 'Preview of Image' })).toBeInTheDocument();
  });
});
