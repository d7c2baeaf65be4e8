/* optional_attributes: one group after the name, `__attribute__` or
 * `__attribute`, is left out; a run of groups is not */
int keep;
static int a __attribute((unused));
static int b __attribute__((unused)) __attribute__((cold));
static int d __attribute((unused)) __attribute((cold)) __attribute((used));
int keep2;

int f(void)
{
	return keep + keep2;
}
