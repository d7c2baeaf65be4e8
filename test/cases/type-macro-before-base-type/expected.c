#include "glib-macros.h"

void get_name(void *v, const char *name)
{
	g_autofree char *id = g_strdup(name);

	visit_type_str(v, name, &id);
}
