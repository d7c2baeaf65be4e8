void old(int);
void new(int);

void walk(int n)
{
	int k, j;

	for (k = 0; k < n; ++k) {
		old(k);
	}
	for (j = n; j > 0; j--) {
		old(j);
	}
	for (k = 0; k < n; k++) {
		old(k);
	}
	for (k = 0; k < n; k += 1) {
		old(k);
	}
}
