import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_REFUSED_HINT,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@member-app/contract/rules/uploads';
import { imageUrlSchema } from '@member-app/contract/schemas/image-url';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { formatNumber } from '../lib/format';

/** What an upload answers that the field shows (the contract's uploaded image). */
export interface UploadedImageInfo {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

const ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

/**
 * The contract's refusals said before a byte is sent; anything else the server judges by the bytes
 * (a file named .png that is not one is refused there, with its own message).
 */
export function precheckImage(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  if (file.type.startsWith('image/') && !(file.type in UPLOAD_IMAGE_TYPES))
    return UPLOAD_REFUSED_HINT;
  return null;
}

/**
 * An image field of a form: paste an address, or upload a file (the upload answers the address
 * to keep), with a preview of what players will see. Only an address the contract accepts is
 * previewed, so a `javascript:` URL typed in is never loaded.
 */
export function ImageField({
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  upload,
}: {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  upload: (file: File) => Promise<UploadedImageInfo>;
}) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [pending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImageInfo | null>(null);
  const previewable = value !== '' && imageUrlSchema.safeParse(value).success;

  const send = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    const refused = precheckImage(file);
    if (refused) {
      setUploadError(refused);
      return;
    }
    setPending(true);
    try {
      const image = await upload(file);
      setUploaded(image);
      onChange(image.url);
    } catch (e) {
      setUploadError(errorMessage(e, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        error={error}
        value={value}
        onChange={(e) => {
          setUploaded(null);
          onChange(e.currentTarget.value);
        }}
        onBlur={onBlur}
        ref={inputRef}
      />
      <Group gap="xs" wrap="nowrap" align="center">
        <FileButton onChange={(file) => void send(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={pending}
              aria-label={t('image.uploadFor', { field: label })}
              aria-describedby={rulesId}
              // Whole beside a narrow column (the phone preview's): the rules beside it wrap instead.
              style={{ flex: 'none' }}
            >
              {t('image.upload')}
            </Button>
          )}
        </FileButton>
        <Text id={rulesId} size="xs" c="dimmed">
          {t('image.rules', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 })}
        </Text>
      </Group>
      {uploadError && (
        <Text size="sm" c="red.8" role="alert">
          {uploadError}
        </Text>
      )}
      {previewable && (
        <Group gap="sm" align="flex-end">
          <Image
            src={value}
            alt={t('image.preview', { field: label })}
            h={80}
            w="auto"
            maw={240}
            fit="contain"
            radius="sm"
            bg="gray.1"
          />
          {uploaded?.url === value && (
            <Text size="xs" c="dimmed">
              {t('image.uploaded', {
                width: uploaded.width,
                height: uploaded.height,
                size: formatNumber(uploaded.bytes / 1024, 1),
              })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
