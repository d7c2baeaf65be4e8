/* optional_attributes: a declaration without an attribute matches
 * one with it, the attribute written out or a macro */
#define __unused_x __attribute__((unused))
int keep;
static int a __attribute__((unused));
static int b;
static int c __unused_x;
int keep2;

int f(void)
{
	return keep + keep2;
}
