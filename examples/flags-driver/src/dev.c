/* Device start and suspend.  Two of the tests below have the `!x & FLAG`
 * bug: `!` binds tighter than `&`, so they mask 0 or 1, not the flags. */
#include "dev.h"

int puts(const char *s);

int dev_start(struct device *dev)
{
	if (!dev->flags & DEV_ACTIVE)		/* bug: one line */
		dev->flags |= DEV_ACTIVE;

	if (!dev->flags
	    & /* cleared by dev_suspend() */ DEV_SUSPENDED)	/* bug: two lines */
		return 0;

	dev->users++;
	return 1;
}

int dev_suspend(struct device *dev)
{
	/* Correct code: none of these may fire. */
	if (!(dev->flags & DEV_ACTIVE))		/* already parenthesized */
		return -1;
	if (!dev->users && DEV_SUSPENDED)	/* logical and */
		return -2;
	dev->flags &= ~DEV_SUSPENDED;
	dev->flags |= dev->flags & !DEV_ERROR;	/* '!' on the right */
	dev->flags |= DEV_SUSPENDED;
	return 0;
}

int dev_report(const struct device *dev, unsigned int want)
{
	/* The pattern in a comment is not code: !dev->flags & DEV_ERROR */
	puts("usage: never write !dev->flags & DEV_ERROR");
	return !dev->flags & want;		/* mask is a variable: left alone */
}
