import { Anchor, Image, SimpleGrid, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { ConsultFull } from '../api/centre-api';
import { consultFileUrl } from '../lib/file-url';
import '@mantine/core/styles/Image.layer.css';

export function ConsultAttachments({ files }: { files: ConsultFull['fileList'] }) {
  const t = useT();
  if (files.length === 0)
    return (
      <Text size="sm" c="dark.5">
        {t('centre.consult.noAttachments')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {files.map((f, i) => {
        const url = consultFileUrl(f.imgPath);
        const alt = t('centre.consult.attachmentAlt', {
          n: i + 1,
          name: f.fileName || t('centre.consult.attachment'),
        });
        if (!url)
          return (
            <Text key={f.imgPath} size="sm" c="dark.5">
              {alt}
            </Text>
          );
        return (
          <Anchor
            key={f.imgPath}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('centre.consult.openAttachment', { name: alt })}
          >
            <Image
              src={url}
              alt={alt}
              radius="sm"
              h={120}
              fit="cover"
              loading="lazy"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Anchor>
        );
      })}
    </SimpleGrid>
  );
}
