import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { featuresCopy, heroCopy } from '@shared/landing/copy.ts';
import { scrollToSection } from './scroll-to-section.ts';
import { whiteOnNavyButton } from './white-on-navy-button.ts';

/** The hero's 'Get Started Now', which takes the visitor to the features. */
export function GetStartedButton() {
  const goToFeatures = (event: MouseEvent<HTMLAnchorElement>) => {
    // The link works without script too; with script the page glides instead of jumping.
    event.preventDefault();
    scrollToSection(featuresCopy.id);
  };

  return (
    <Button
      href={`#${featuresCopy.id}`}
      onClick={goToFeatures}
      size="large"
      variant="contained"
      endIcon={<ArrowDownwardRounded />}
      sx={{
        mt: 4,
        px: 3.5,
        py: 1.5,
        fontSize: '1.0625rem',
        ...whiteOnNavyButton,
      }}
    >
      {heroCopy.getStarted}
    </Button>
  );
}
