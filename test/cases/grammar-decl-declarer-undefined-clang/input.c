/* declarers whose macro is not defined here: clang reads a function of
 * implicit int, spatch a declarer, whatever its parentheses hold */
int f(int i)
{
	return i;
}

MODULE_PARM(x, y);
MODULE_AUTHOR("me");
static MODULE_PARM(z, "i");
int MODULE_PARM(int a);
