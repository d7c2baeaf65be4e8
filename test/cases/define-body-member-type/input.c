struct holder { int arr[8]; int *p; };
static struct holder glob;
static struct holder *gp;

#define N1 (sizeof(glob.arr) / sizeof(glob.arr[0]))
#define N2 (sizeof(gp->arr) / sizeof(gp->arr[0]))
#define N3(h) (sizeof(h.arr) / sizeof(h.arr[0]))
#define N4 (sizeof(glob.p) / sizeof(*glob.p))

int count(void)
{
	return N1 + N2 + N4;
}
