#include "widget.h"

void a(struct widget *w)
{
	widget_release(w);
}

void b(void)
{
	widget_free(widget_current());
}

void c(struct gadget *g)
{
	widget_free(g);
}

void d(void)
{
	widget_free(global_widget);
}

void e(void)
{
	struct widget *local = widget_current();

	if (!local->flags & WIDGET_BUSY)
		widget_release(local);
}
