/* optional_attributes: a declaration without an attribute matches
 * one with it, the attribute written out or a macro */
#define __unused_x __attribute__((unused))
int keep;
int keep2;

int f(void)
{
	return keep + keep2;
}
