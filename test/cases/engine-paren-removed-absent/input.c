/* The rule removes parentheses the code does not have: it still matches,
 * and removes what they enclose. */
int f(int a, int c)
{
	return !a || a && c;
}
