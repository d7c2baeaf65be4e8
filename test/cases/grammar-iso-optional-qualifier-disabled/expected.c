/* disable optional_qualifier: const and volatile the rule does not
 * spell keep a declaration from matching */
long a;
const int b;
volatile int c;
int const d;
static long e;
const volatile int f;
int *const g;
const int *h;
void f(const int p, short q)
{
}
