import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from './icons';

interface RevealButtonProps extends Omit<IconButtonProps, 'aria-label' | 'aria-pressed' | 'onClick'> {
  shown: boolean;
  onToggle: () => void;
  /** The button's name while the secret is hidden, and while it is shown. */
  showLabel: string;
  hideLabel: string;
}

/** Shows or hides a secret field's value (password, API key); the eye is struck through while it is shown. */
export function RevealButton({ shown, onToggle, showLabel, hideLabel, ...rest }: RevealButtonProps) {
  return (
    <IconButton {...rest} aria-label={shown ? hideLabel : showLabel} aria-pressed={shown} onClick={onToggle}>
      {shown ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
}
