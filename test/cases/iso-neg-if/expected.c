#include <stddef.h>

struct dev { int ready; int count; };
void start(struct dev *d);
void stop(struct dev *d);
void log_missing(void);

void direct(struct dev *d)
{
	if (d == NULL)
		pr_warn("missing\n");
	else
		start(d);
}

void bare(struct dev *d)
{
	if (d)
		start(d);
	else
		pr_warn("missing\n");
}

void compared(struct dev *d)
{
	if (NULL != d) {
		d->count++;
		start(d);
	} else
		pr_warn("missing\n");
}

void negated_twice(struct dev *d)
{
	if (!(d == NULL))
		start(d);
	else
		log_missing();
}

void no_else(struct dev *d)
{
	if (d)
		start(d);
}
