/* An object-like macro naming a function-like one: the operands of `&`
 * in its argument differ.  Must not fire. */
#define W(x) (x)
#define V W

unsigned int f(unsigned int sz)
{
	return V(sz & 0xffff);
}
