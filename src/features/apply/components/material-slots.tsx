import { Stack, Text } from '@mantine/core';
import {
  MAX_APPLICATION_BYTES,
  MAX_FILES_PER_MATERIAL,
  MAX_MATERIAL_BYTES,
} from '../../../shared/apply/material-rules';
import { useT } from '../../../shared/i18n/language';
import { MB } from '../lib/file-intake';
import type { MaterialFileMap, useMaterialFiles } from '../lib/use-material-files';
import { MaterialSlot } from './material-slot';

interface Props {
  required: string[];
  files: MaterialFileMap;
  materials: ReturnType<typeof useMaterialFiles>;
  errors: Record<string, string>;
  /** the form's focus target of each material (useFieldForm's register) */
  register?: (material: string) => object;
  /** the policy's last day (YYYY-MM-DD): a chosen document valid only until before it is warned about */
  deadline?: string | undefined;
}

/** The file rules, then one upload slot per required material (the application and its correction). */
export function MaterialSlots({
  required,
  files,
  materials: m,
  errors,
  deadline,
  register = () => ({}),
}: Props) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Text fz="xs" c="dark.6">
        {t('apply.materialsRules', {
          perFile: MB(MAX_MATERIAL_BYTES),
          perApplication: MB(MAX_APPLICATION_BYTES),
          perMaterial: MAX_FILES_PER_MATERIAL,
        })}
      </Text>
      {required.length === 0 && <Text fz="sm">{t('apply.noMaterials')}</Text>}
      {required.map((name, i) => (
        <MaterialSlot
          key={name}
          field={register(name)}
          index={i}
          material={name}
          files={files[name] ?? []}
          uploads={m.uploads}
          error={errors[name]}
          problems={(m.problems[name] ?? []).map((r) => t(r.key, r.params))}
          onAdd={(chosen) => void m.add(name, chosen)}
          onRemove={(id) => m.remove(name, id)}
          onRetry={(id) => m.retry(name, id)}
          onReplace={(id, file) => void m.replace(name, id, file)}
          onChoose={(doc) => m.choose(name, doc)}
          keepToo={m.keepToo[name] === true}
          onKeepToo={(on) => m.setKeepToo(name, on)}
          deadline={deadline}
        />
      ))}
    </Stack>
  );
}
