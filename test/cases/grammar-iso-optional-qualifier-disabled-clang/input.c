/* disable optional_qualifier: const and volatile the rule does not
 * spell keep a declaration from matching */
int a;
const int b;
volatile int c;
int const d;
static int e;
const volatile int f;
int *const g;
const int *h;
void f(const int p, int q)
{
}
