/* declarers whose macro is not defined here: clang reads a function of
 * implicit int, spatch a declarer, whatever its parentheses hold */
int f(int i)
{
	return i;
}

module_param(x, y, int);
MODULE_AUTHOR("me");
static module_param(z, "i", int);
int MODULE_PARM(int a);
