#include <stdio.h>

struct thing {
	int a;
};

static void setup(struct thing *t)
{
	RUN_AFTER(t,
		  t->a = 1;
		  if (t->a)
			  puts("set");
	);
	new_call(t->a);
}

static void teardown(struct thing *t)
{
	WITH_LOCK(t, { t->a = 0; old_call(0); });
	new_call(t->a);
}
