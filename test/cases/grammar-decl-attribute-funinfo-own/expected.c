/* optional_attributes on a function: `int f(void)` matches a definition
 * with an attribute among its return type's words */
#define __init

int __init setup(void)
{
	return 1;
}

static int __init setup2(void)
{
	return 1;
}
