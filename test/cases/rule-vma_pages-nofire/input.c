/* The same arithmetic on a structure that is not a VMA (as in
 * drivers/char/mspec.c), and a byte count.  Must not fire. */
#define PAGE_SHIFT 12
struct vma_data {
	unsigned long vm_start;
	unsigned long vm_end;
};
struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;
};

unsigned long count(struct vma_data *vdata, struct vm_area_struct *vma)
{
	unsigned long n = (vdata->vm_end - vdata->vm_start) >> PAGE_SHIFT;

	return n + (vma->vm_end - vma->vm_start);
}
