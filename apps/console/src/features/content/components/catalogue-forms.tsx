import { Modal } from '@mantine/core';
import {
  gameCategoryInputSchema,
  gameInputSchema,
  gameVendorInputSchema,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueVendor,
} from '@member-app/contract/schemas/admin-games';
import type { UploadedImageInfo } from '../../../components/image-field';
import { fieldsFromSchema, type FieldSpec } from '../field-kinds';
import { SchemaForm } from './schema-form';

/** Order is set by dragging, not typed. */
const withoutOrder = (fields: FieldSpec[]) =>
  fields.filter((f) => f.name !== 'sortOrder' && f.name !== 'ordinal');

const GAME_FIELDS = withoutOrder(fieldsFromSchema(gameInputSchema));
const VENDOR_FIELDS = withoutOrder(fieldsFromSchema(gameVendorInputSchema));
const LANE_FIELDS = withoutOrder(fieldsFromSchema(gameCategoryInputSchema));

/** A select limited to what the catalogue has (a game names a listed vendor and lane). */
const limit = (fields: FieldSpec[], name: string, options: readonly string[]) =>
  fields.map((f) => (f.name === name ? { ...f, options } : f));

export interface FormTarget<T> {
  title: string;
  item: Partial<T>;
}

export function GameForm({
  target,
  vendors,
  lanes,
  upload,
  onSave,
  onClose,
}: {
  target: FormTarget<CatalogueGame> | null;
  vendors: readonly string[];
  lanes: readonly string[];
  upload: (file: File) => Promise<UploadedImageInfo>;
  onSave: (game: CatalogueGame) => void;
  onClose: () => void;
}) {
  const fields = limit(
    limit(
      GAME_FIELDS.map((f) => (f.name === 'vendorCode' ? { ...f, kind: 'select' as const } : f)),
      'vendorCode',
      vendors,
    ),
    'category',
    lanes,
  );
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} size="xl">
      {target && (
        <SchemaForm
          fields={fields}
          schema={gameInputSchema}
          item={target.item}
          // A game's lane is picked from the catalogue's lanes, not typed.
          hints={{ category: null }}
          upload={upload}
          onSubmit={(game) => onSave(game)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

export function VendorForm({
  target,
  upload,
  onSave,
  onClose,
}: {
  target: FormTarget<CatalogueVendor> | null;
  upload: (file: File) => Promise<UploadedImageInfo>;
  onSave: (vendor: CatalogueVendor) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} size="lg">
      {target && (
        <SchemaForm
          fields={VENDOR_FIELDS}
          schema={gameVendorInputSchema}
          item={target.item}
          upload={upload}
          onSubmit={(vendor) => onSave(vendor)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

export function LaneForm({
  target,
  codes,
  upload,
  onSave,
  onClose,
}: {
  target: FormTarget<CatalogueCategory> | null;
  /** The categories this lane may be (a new lane: those without one). */
  codes: readonly string[];
  upload: (file: File) => Promise<UploadedImageInfo>;
  onSave: (lane: CatalogueCategory) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} size="lg">
      {target && (
        <SchemaForm
          fields={limit(LANE_FIELDS, 'code', codes)}
          // The order is the lane's place in the list, kept by the caller.
          schema={gameCategoryInputSchema.omit({ ordinal: true })}
          item={target.item}
          upload={upload}
          onSubmit={(lane) => onSave({ ...lane, ordinal: target.item.ordinal ?? 0 })}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
