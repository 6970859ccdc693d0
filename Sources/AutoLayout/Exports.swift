// UIKit re-exports Foundation, so UIKit layout code uses `CGRect`, `CGSize` and `CGFloat` after
// `import UIKit` alone; `import AutoLayout` does the same.
@_exported import Foundation
