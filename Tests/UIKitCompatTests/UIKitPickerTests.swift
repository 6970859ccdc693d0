import Testing
import UIKitCompat

/// A size picker as forms build it: a picker as a text field's input view, and one laid out in a
/// stack under a label.
@Suite("UIPickerView: 320 × 216 unless sized; rows from its data source, picks told to its delegate")
struct UIKitPickerTests {
  final class SizeForm: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["Small", "Medium", "Large"]
    let field = UITextField()
    let inlinePicker = UIPickerView()
    let keyboardPicker = UIPickerView()
    var picked: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      keyboardPicker.dataSource = self
      keyboardPicker.delegate = self
      field.inputView = keyboardPicker
      field.borderStyle = .roundedRect
      inlinePicker.dataSource = self
      inlinePicker.delegate = self
      let title = UILabel()
      title.text = "Size"
      let stack = UIStackView(arrangedSubviews: [title, field, inlinePicker])
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        field.widthAnchor.constraint(equalToConstant: 200),
      ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
      sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      picked.append(sizes[row])
      field.text = sizes[row]
    }
  }

  @Test("the picker in the stack is 320 × 216, centred; picks reach the delegate, code selections do not")
  func sizePicker() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let form = SizeForm()
    window.rootViewController = form
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let picker = form.inlinePicker
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    #expect(picker.frame.size == CGSize(width: 320, height: 216))
    // Centred in the 390-point screen: the stack is as wide as its widest view, the picker.
    #expect(picker.convert(picker.bounds, to: window).minX == 35)
    #expect(form.field.inputView === form.keyboardPicker)

    #expect(picker.numberOfComponents == 1)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.title(forRow: 1, inComponent: 0) == "Medium")
    #expect(picker.rowSize(forComponent: 0) == .zero)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 4) == -1)
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(form.picked.isEmpty)
    form.keyboardPicker.pick(row: 1, inComponent: 0)
    #expect(form.picked == ["Medium"])
    #expect(form.field.text == "Medium")
    // A row past the wheel's end is ignored.
    form.keyboardPicker.pick(row: 7, inComponent: 0)
    #expect(form.picked == ["Medium"])
  }
}
