import { Badge, Box, Button, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@/i18n/use-format';
import { againstOriginal, MIN_VIEWS, rateOf, type SplitVariant } from '@machines/widgets/split/split.rules';
import { WeightForm } from './weight-form';

interface VariantCardProps {
  variant: SplitVariant;
  /** Its share of the visitors, 0–1. */
  share: number;
  /** The original's figures, which every other version is compared with. */
  original: SplitVariant;
  /** The test's clear leader. */
  leading: boolean;
  /** Some call of the test is under way: nothing else can start. */
  busy: boolean;
  /** This version's change is the one under way. */
  changing: boolean;
  onPause: () => void;
  onResume: () => void;
  onWeigh: (weight: string) => void;
  onMakeWinner: () => void;
}

/** One version of a split test: its share, figures and comparison with the original, and what can be done with it. */
export function VariantCard(props: VariantCardProps) {
  const { t } = useTranslation();
  const formats = useFormat();
  const { variant, original } = props;
  const { label } = variant;
  const isOriginal = variant.id === original.id;
  const against = isOriginal ? null : againstOriginal(original, variant);
  let comparison: string | null = null;
  if (!isOriginal && against)
    comparison =
      against.lift === null
        ? t('widgetSplit.vs_original_even', { confidence: formats.percent(against.confidence) })
        : t('widgetSplit.vs_original', {
            lift: `${against.lift > 0 ? '+' : ''}${formats.percent(against.lift)}`,
            confidence: formats.percent(against.confidence),
          });
  const needed = MIN_VIEWS - variant.views;
  const figures: [string, string][] = [
    [t('widgetSplit.share'), formats.percent(props.share)],
    [t('widgetStats.views'), formats.count(variant.views)],
    [t('widgetList.columns.leads'), formats.count(variant.leads)],
    [t('widgetStats.conversion'), variant.views > 0 ? formats.percent(rateOf(variant)) : '–'],
  ];
  return (
    <Box
      as="section"
      aria-labelledby={`variant-${variant.id}`}
      borderWidth="1px"
      borderColor={props.leading ? 'green.solid' : 'border'}
      rounded="md"
      p="4"
      data-testid="split-variant"
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h3" size="sm" id={`variant-${variant.id}`}>
            {label} · {isOriginal ? t('widgetSplit.original') : variant.name}
          </Heading>
          {props.leading && <Badge colorPalette="green">{t('widgetSplit.leading')}</Badge>}
          {variant.paused && <Badge colorPalette="gray">{t('widgetSplit.paused')}</Badge>}
        </Flex>
        <SimpleGrid as="dl" columns={2} gap="2">
          {figures.map(([name, value]) => (
            <Box key={name}>
              <chakra.dt fontSize="xs" color="muted">
                {name}
              </chakra.dt>
              <chakra.dd ms="0" fontWeight="semibold">
                {value}
              </chakra.dd>
            </Box>
          ))}
        </SimpleGrid>
        {needed > 0 ? (
          <Text textStyle="sm" color="muted">
            {t('widgetSplit.needs_views', { count: formats.count(needed) })}
          </Text>
        ) : (
          comparison && <Text textStyle="sm">{comparison}</Text>
        )}
        <WeightForm
          key={variant.weight}
          label={label}
          weight={variant.weight}
          busy={props.changing}
          disabled={props.busy || variant.paused}
          onSubmit={props.onWeigh}
        />
        <Flex gap="2" wrap="wrap">
          <Button size="xs" variant="outline" asChild>
            <RouterLink to={`/edit-widget/${variant.id}`}>{t('widgetSplit.edit', { label })}</RouterLink>
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={props.busy}
            onClick={variant.paused ? props.onResume : props.onPause}
          >
            {t(variant.paused ? 'widgetSplit.resume' : 'widgetSplit.pause', { label })}
          </Button>
          <Button size="xs" colorPalette="brand" disabled={props.busy} onClick={props.onMakeWinner}>
            {t('widgetSplit.make_winner', { label })}
          </Button>
        </Flex>
        {!isOriginal && (
          <Link asChild textStyle="sm" colorPalette="brand" color="colorPalette.fg">
            <RouterLink to={`/widget-stats/${variant.id}`}>{t('widgetSplit.figures', { label })}</RouterLink>
          </Link>
        )}
      </Stack>
    </Box>
  );
}
