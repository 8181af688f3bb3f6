import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import {
  attachmentAccept,
  attachmentMaxCount,
  attachmentProblem,
  formatFileSize,
  ticketCopy as copy,
} from '@shared/support.ts';

/**
 * Chosen files, each checked by name and size as it is added; a refused file is named in
 * `error` and not added. The server checks them again, with their contents.
 */
export function AttachmentPicker({
  files,
  error,
  disabled,
  onChange,
  onError,
}: {
  files: readonly File[];
  error: string | null;
  disabled: boolean;
  onChange: (files: File[]) => void;
  onError: (message: string | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const add = (chosen: FileList | null) => {
    const next = [...files];
    let problem: string | null = null;
    for (const file of Array.from(chosen ?? [])) {
      const refusal =
        attachmentProblem(file) ?? (next.length >= attachmentMaxCount ? copy.tooManyFiles : null);
      if (refusal) problem ??= refusal;
      else next.push(file);
    }
    onChange(next);
    onError(problem);
    // The same file can be chosen again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {copy.attachments}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFileRounded />}
        disabled={disabled}
      >
        {copy.chooseFiles}
        <input
          ref={inputRef}
          type="file"
          hidden
          multiple
          accept={attachmentAccept}
          aria-describedby={hintId}
          onChange={(event) => add(event.target.files)}
        />
      </Button>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? copy.attachmentHint}
      </FormHelperText>
      {error && <FormHelperText>{copy.attachmentHint}</FormHelperText>}
      {files.length > 0 && (
        <List dense aria-label={copy.attachments} sx={{ mt: 1 }}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={copy.removeFile(file.name)}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={formatFileSize(file.size)}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
