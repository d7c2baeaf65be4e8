struct dev { int mode; };
struct pp { int flags; struct dev *pdev; };
void claim(struct dev *d);

void rel(struct pp *pp)
{
	int n = 0;

	if (!(pp->flags & 1) && pp->pdev && (pp->flags != 3)) {
		claim(pp->pdev);
		n = 1;
	} else if ((pp->flags & 1) && pp->pdev &&
		   (pp->pdev->mode != 3)) {
		n = 2;
	}
	if (n)
		claim(pp->pdev);
}
void rel2(struct pp *pp)
{
	int n = 0;

	if (pp->pdev == NULL || (pp->flags & 1))
		if (pp->pdev->mode != 3)
			n = 2;
	else {
		claim(pp->pdev);
		n = 1;
	}
	if (n)
		claim(pp->pdev);
}
