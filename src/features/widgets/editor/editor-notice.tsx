import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A notice above the editor's form, with the way on: a deleted widget, a split test's variant. */
export function EditorNotice(props: {
  status: 'warning' | 'info';
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <Alert.Root status={props.status} mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{props.title}</Alert.Title>
        <Alert.Description>{props.text}</Alert.Description>
      </Alert.Content>
      <Link
        asChild
        colorPalette="brand"
        color="colorPalette.fg"
        fontWeight="medium"
        alignSelf="center"
        whiteSpace="nowrap"
      >
        <RouterLink to={props.to}>{props.linkLabel}</RouterLink>
      </Link>
    </Alert.Root>
  );
}
