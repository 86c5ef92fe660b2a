// Consultation images: jpg/png, at most 3, ≤5 MB; each uploads at once to imgFile and shows a preview.
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Button, CloseButton, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useOnline } from '../../../shared/offline/online-status';
import { isTooLarge } from '../../../shared/api/api-error';
import { useUploadImage } from '../api/consult-queries';
import { MAX_CONSULT_IMAGES, selectConsultImages, type ImageProblem } from '../lib/file-checks';
import classes from './image-upload.module.css';

const ImageDropzone = lazy(() => import('./image-dropzone').then((m) => ({ default: m.ImageDropzone })));

export interface UploadItem {
  id: string;
  file: File;
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  imgPath?: string;
}

interface ImageUploadProps {
  items: UploadItem[];
  setItems: Dispatch<SetStateAction<UploadItem[]>>;
}

const problemText = (t: (k: MessageKey, p?: Record<string, string>) => string, p: ImageProblem) =>
  p.kind === 'count'
    ? t('upload.max3')
    : p.kind === 'size'
      ? t('upload.tooLarge', { name: p.name })
      : t('upload.imagesOnly');

export function ImageUpload({ items, setItems }: ImageUploadProps) {
  const t = useT();
  const online = useOnline();
  const upload = useUploadImage();
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  // one controller per upload under way, so × can cancel exactly that file
  const uploads = useRef(new Map<string, AbortController>());
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  // object URLs live as long as the form
  useEffect(() => {
    const running = uploads.current;
    return () => {
      running.forEach((c) => c.abort());
      latest.current.forEach((i) => URL.revokeObjectURL(i.previewUrl));
    };
  }, []);

  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  // per file: each upload settles its own tile, whatever the other uploads do
  const start = (item: UploadItem) => {
    const controller = new AbortController();
    uploads.current.set(item.id, controller);
    update(item.id, { status: 'uploading' });
    upload
      .mutateAsync({ file: item.file, signal: controller.signal })
      .then(
        (stored) => update(item.id, { status: 'done', imgPath: stored.imgPath }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isTooLarge(error)) {
            // too large for the server or a proxy before it: the form's own size message, no useless retry
            URL.revokeObjectURL(item.previewUrl);
            setItems((list) => list.filter((i) => i.id !== item.id));
            setProblems((found) => [...found, { kind: 'size', name: item.file.name }]);
            return;
          }
          update(item.id, { status: 'error' });
        },
      )
      .finally(() => {
        if (uploads.current.get(item.id) === controller) uploads.current.delete(item.id);
      });
  };

  const add = (files: File[]) => {
    const { accepted, problems: found } = selectConsultImages(files, items.length);
    setProblems(found);
    const added = accepted.map((file): UploadItem => ({
      id: crypto.randomUUID(),
      file,
      previewUrl: URL.createObjectURL(file),
      status: 'uploading',
    }));
    setItems((list) => [...list, ...added]);
    added.forEach(start);
  };

  const remove = (item: UploadItem) => {
    uploads.current.get(item.id)?.abort();
    uploads.current.delete(item.id);
    URL.revokeObjectURL(item.previewUrl);
    setItems((list) => list.filter((i) => i.id !== item.id));
    setProblems([]);
  };

  const full = items.length >= MAX_CONSULT_IMAGES;
  const unique = [...new Set(problems.map((p) => problemText(t, p)))];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="consult-images-label">
        {t('consult.images')}
      </Text>
      {!full && (
        <Suspense fallback={<Skeleton height={84} role="status" aria-label={t('upload.loading')} />}>
          <ImageDropzone onFiles={add} disabled={!online} />
        </Suspense>
      )}
      {!online && (
        <Text size="sm" c="dark.5">
          {t('offline.needNetwork')}
        </Text>
      )}
      {unique.length > 0 && (
        <Alert color="red" py="xs" role="alert">
          {unique.map((m) => (
            <Text key={m} size="sm">
              {m}
            </Text>
          ))}
        </Alert>
      )}
      {items.length > 0 && (
        <ul className={classes.previews} aria-labelledby="consult-images-label">
          {items.map((item) => (
            <li key={item.id} className={classes.preview} data-status={item.status}>
              <img
                src={item.previewUrl}
                alt={t('upload.preview', { name: item.file.name })}
                className={classes.thumb}
              />
              <CloseButton
                className={classes.remove}
                size="sm"
                aria-label={t('upload.remove', { name: item.file.name })}
                onClick={() => remove(item)}
              />
              {item.status === 'uploading' && (
                <div className={classes.overlay} role="status">
                  <Loader
                    size="xs"
                    color="white"
                    aria-label={t('upload.uploading', { name: item.file.name })}
                  />
                </div>
              )}
              {item.status === 'error' && (
                <div className={classes.overlay} role="alert">
                  <Text size="xs" c="white" ta="center">
                    {t('upload.failed', { name: item.file.name })}
                  </Text>
                  <Button size="compact-xs" variant="white" onClick={() => start(item)} disabled={!online}>
                    {t('common.retry')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
